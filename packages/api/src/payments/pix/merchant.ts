/**
 * The receiver's name (field 59, up to 25 characters) and city (field 60, up to 15) as the
 * payer's app shows them before confirming. The manual restricts both to plain characters, and
 * readers disagree on how to count and hash anything else (characters or bytes, UTF-8 or
 * Latin-1), so what we write is upper-case ASCII: accents dropped ("São Paulo" → "SAO PAULO"),
 * what is not printable ASCII removed, spaces collapsed, then cut to the limit.
 */

export const MERCHANT_NAME_MAX_LENGTH = 25
export const MERCHANT_CITY_MAX_LENGTH = 15

/** Upper-case printable ASCII without accents, cut to `max` characters (no trailing space). */
export function normalizeMerchantText(text: string, max: number): string {
  return toPlainAscii(text).toUpperCase().trim().slice(0, max).trimEnd()
}

/**
 * Letters without their accents ("ç" → "c", "º" → "o": NFKD splits them into letter + mark), any run of
 * white space as one space, and only printable ASCII kept: what every reader counts and hashes
 * the same way. Case is kept (descriptions may be mixed case).
 */
export function toPlainAscii(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\s\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
}
