import { ApiError, recurrenceText, type RecurrenceText } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { statusText } from '../../http/errors.ts'

/** One of the area's refusals (the contract's texts.ts), on `field` when it is a field's. */
export function recurrenceError(
  status: number,
  lang: Lang,
  key: RecurrenceText,
  params: Record<string, string | number> = {},
  field?: string,
): ApiError {
  const message = recurrenceText(lang, key, params)
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message,
    ...(field ? { data: { fields: { [field]: message } } } : {}),
  })
}
