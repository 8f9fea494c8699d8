import { ApiError } from '../http/api-error.ts'
import { themeFileText, type ThemeFileText } from './schema.ts'

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
}

/**
 * One of the theme files' refusals (server and fixture alike): on `field` when it is a field's,
 * with `data` added (the 409 of a save carries the file as it is now).
 */
export function themeFileError(
  status: number,
  lang: string | undefined,
  key: ThemeFileText,
  options: { params?: Record<string, string | number>; field?: string; data?: object } = {},
): ApiError {
  const message = themeFileText(lang, key, options.params)
  const fields = options.field ? { fields: { [options.field]: message } } : {}
  const data = { ...fields, ...options.data }
  return new ApiError({
    statusCode: status,
    statusMessage: STATUS_TEXT[status] ?? 'Error',
    message,
    ...(Object.keys(data).length > 0 ? { data } : {}),
  })
}
