import { digitsOnly, normalizeDocument } from '@vitrine/api'
import { or, sql, type SQL } from 'drizzle-orm'
import { customers } from './schema.ts'
import { foldName } from './names.ts'

/** More words than this add nothing a person would type; the rest are ignored. */
const MAX_WORDS = 8

/** Digits a search needs before it also looks at documents and phones. */
const MIN_DIGITS = 3

/**
 * The words of a search as a tsquery of word prefixes ("ana sil" → "ana:* & sil:*"), folded
 * like `sort_name`. Only letters and digits survive, so nothing typed can be read as tsquery
 * syntax (& | ! ( ) : * < > ').
 */
export function namePrefixQuery(q: string): string | undefined {
  const words = foldName(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : undefined
}

/** A LIKE pattern matching values that start with `prefix`, taken literally. */
export function startsWithPattern(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/**
 * Text no name contains: an "@", or a dot inside a word ("ana.souza", "295.379"). Such a
 * search is for an e-mail or a document; leaving the name out of it spares the full-text index
 * prefix scans that cannot match ("ana:* & souza:*" reads every Ana and every Souza first,
 * tens of milliseconds in a store of a million customers).
 */
export function looksLikeAddressOrNumber(text: string): boolean {
  return text.includes('@') || /[\p{L}\p{N}]\.[\p{L}\p{N}]/u.test(text)
}

/**
 * What `q` matches, each part served by its own index (combined by a bitmap OR): every word
 * starts a word of the name (GIN on `search`), or the e-mail starts with it, or — with three
 * digits or more — the document or the phone does (text_pattern_ops b-trees).
 */
export function searchCondition(q: string): SQL | undefined {
  const text = q.trim()
  if (!text) return undefined
  const parts: SQL[] = []
  const words = looksLikeAddressOrNumber(text) ? undefined : namePrefixQuery(text)
  if (words) parts.push(sql`${customers.search} @@ to_tsquery('simple', ${words})`)
  parts.push(sql`${customers.email} like ${startsWithPattern(text.toLowerCase())}`)
  const digits = digitsOnly(text)
  if (digits.length >= MIN_DIGITS) {
    parts.push(sql`${customers.document} like ${startsWithPattern(normalizeDocument(text))}`)
    parts.push(sql`${customers.phone} like ${startsWithPattern(digits)}`)
  }
  return or(...parts)
}
