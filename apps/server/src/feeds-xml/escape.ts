/*
 * Writing product feeds (links/feed.ts, ecommerce/feeds): the escaping every value goes
 * through, shared so both feeds write the same safe text.
 */

/**
 * Text as XML 1.0 character data: the five special characters as entities, and the
 * characters XML cannot hold at all (control characters but tab and line breaks, lone
 * surrogates, U+FFFE/U+FFFF) left out, so that no value can break the document.
 */
export function escapeXml(text: string): string {
  return text
    .replace(
      // eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 forbids
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '',
    )
    .replace(
      /[&<>"']/g,
      (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
    )
}

/**
 * A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes
 * doubled; the characters XML forbids are dropped too, as no feed reader wants them.
 */
export function escapeCsv(text: string): string {
  const clean = text.replace(
    // eslint-disable-next-line no-control-regex -- control characters but tab and line breaks
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g,
    '',
  )
  return /[",\r\n]/.test(clean) ? `"${clean.replace(/"/g, '""')}"` : clean
}
