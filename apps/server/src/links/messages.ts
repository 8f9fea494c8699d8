import { ApiError } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { linkMessage, type LinkMessage } from '@vitrine/api'
import { statusText } from '../http/errors.ts'

/** The links' answers as errors; their texts are the contract's (`links/messages.ts`). */
export function linkError(status: number, lang: Lang, key: LinkMessage, data?: unknown): ApiError {
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message: linkMessage(lang, key),
    data,
  })
}

/** An answer whose one field error says what went wrong (400 unless told otherwise). */
export function linkFieldError(
  lang: Lang,
  key: LinkMessage,
  field: string,
  { status = 400, params = {} }: { status?: number; params?: Record<string, string | number> } = {},
): ApiError {
  const message = linkMessage(lang, key, params)
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message,
    data: { fields: { [field]: message } },
  })
}

/** A 400 with several field errors at once; the first one is also the answer's message. */
export function linkFieldsError(fields: Record<string, string>): ApiError {
  return new ApiError({
    statusCode: 400,
    statusMessage: statusText(400),
    message: Object.values(fields)[0] ?? '',
    data: { fields },
  })
}
