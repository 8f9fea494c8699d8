import type { Lang } from '@vitrine/api/validation'
import { apiError } from './errors.ts'
import { t } from './messages.ts'

/**
 * Keyset pagination cursors: the id of the last row shown, wrapped so that clients treat it as
 * opaque (and a future change of the order's key does not break their code).
 */
export function encodeCursor(lastId: number): string {
  return Buffer.from(JSON.stringify({ before: lastId })).toString('base64url')
}

export function decodeCursor(cursor: string, lang: Lang): number {
  try {
    const { before } = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as {
      before?: unknown
    }
    if (typeof before === 'number' && Number.isSafeInteger(before) && before > 0) return before
  } catch {
    // Falls through to the same answer as a well-formed but meaningless cursor.
  }
  throw apiError(400, lang, 'invalidCursor', {
    data: { fields: { cursor: t(lang, 'invalidCursor') } },
  })
}
