import { ApiError, catalogueText, type CatalogueText } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { statusText } from '../http/errors.ts'

/** One of the catalogue's refusals (the contract's texts.ts), on `field` when it is a field's. */
export function catalogueError(
  status: number,
  lang: Lang,
  key: CatalogueText,
  params: Record<string, string | number> = {},
  field?: string,
): ApiError {
  const message = catalogueText(lang, key, params)
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message,
    ...(field ? { data: { fields: { [field]: message } } } : {}),
  })
}
