import { normalizeDocument } from '@vitrine/api'
import { eq, or, sql, type SQL } from 'drizzle-orm'
import { startsWithPattern } from '../customers/search.ts'
import { FOLD_FROM, FOLD_TO, payments } from './schema.ts'

/** More words than this add nothing a person would type; the rest are ignored. */
const MAX_WORDS = 8

/** Digits that can still be a payment id (ids are bigints, safe as JavaScript numbers). */
const MAX_ID_DIGITS = 15

const FOLD = new Map([...FOLD_FROM].map((char, index) => [char, FOLD_TO[index]!]))

/** A name folded as the `search` column folds it (schema.ts): no accents, lower case. */
export function foldPaymentName(text: string): string {
  return [...text]
    .map((char) => FOLD.get(char) ?? char)
    .join('')
    .toLowerCase()
}

/**
 * The words typed as a tsquery of word prefixes ("ana sil" → "ana:* & sil:*"). Only letters
 * and digits survive, so nothing typed can be read as tsquery syntax.
 */
function namePrefixQuery(q: string): string | undefined {
  const words = foldPaymentName(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : undefined
}

export type SearchKind = 'id' | 'document' | 'email' | 'name'

/** What kind of thing the text typed looks like (see paymentSearchCondition). */
export function searchKind(q: string): SearchKind | undefined {
  const text = q.trim()
  if (!text) return undefined
  if (/^\d+$/.test(text)) return 'id'
  if (/^[\d\s./-]+$/.test(text) && /\d/.test(text)) return 'document'
  if (text.includes('@') || /[\p{L}\p{N}]\.[\p{L}\p{N}]/u.test(text)) return 'email'
  return 'name'
}

/**
 * What the list's `q` matches, each kind served by its own index:
 *
 * - digits only (and short enough): the payment with that id, or documents starting with them;
 * - digits with a document's punctuation ("123.456.789-0"): documents starting with them;
 * - an "@", or a dot inside a word ("ana.souza"): e-mails starting with it;
 * - anything else: customers' names with a word starting with each word typed (GIN on `search`),
 *   and, for one word, e-mails starting with it too.
 *
 * Keeping the kinds apart (rather than OR-ing every index for every search) keeps the b-tree
 * searches exact and cheap; name searches need more care in the list (list.ts).
 */
export function paymentSearchCondition(q: string): SQL | undefined {
  const text = q.trim()
  switch (searchKind(text)) {
    case undefined:
      return undefined
    case 'id': {
      const byDocument = sql`${payments.customerDocument} like ${startsWithPattern(text)}`
      const id = text.length <= MAX_ID_DIGITS ? Number(text) : undefined
      return id !== undefined && id > 0 ? or(eq(payments.id, id), byDocument) : byDocument
    }
    case 'document':
      return sql`${payments.customerDocument} like ${startsWithPattern(normalizeDocument(text))}`
    case 'email':
      return sql`${payments.customerEmail} like ${startsWithPattern(text.toLowerCase())}`
    case 'name': {
      const words = namePrefixQuery(text)
      // Only punctuation was typed: nothing can match it.
      if (!words) return sql`false`
      const byName = sql`${payments.search} @@ to_tsquery('simple', ${words})`
      // One word may also be the start of an e-mail ("cliente1000", "marina_c").
      return /^[\w.+-]+$/.test(text)
        ? or(byName, sql`${payments.customerEmail} like ${startsWithPattern(text.toLowerCase())}`)
        : byName
    }
  }
}
