import { ApiError } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { statusText } from '../http/errors.ts'

/** A list's position, opaque to the panel: the sort key and the id of the last item. */
export type Cursor = { k: string | number; id: number }

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url')

export function decodeCursor(raw: string, lang: Lang): Cursor {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString()) as Cursor
    if ((typeof value.k === 'string' || typeof value.k === 'number') && Number.isInteger(value.id))
      return value
  } catch {
    // answered below
  }
  const message =
    lang === 'en' ? 'The page position is not valid.' : 'A posição da página não é válida.'
  throw new ApiError({
    statusCode: 400,
    statusMessage: statusText(400),
    message,
    data: { fields: { cursor: message } },
  })
}
