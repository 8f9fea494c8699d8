import { ApiError } from '../../http/api-error.ts'
import { customFieldText, type CustomFieldText } from './schema.ts'

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
}

/** One of the custom fields' refusals, on `field` when it is a field's (server and fixture). */
export function customFieldError(
  status: number,
  lang: string | undefined,
  key: CustomFieldText,
  params: Record<string, string | number> = {},
  field?: string,
): ApiError {
  const message = customFieldText(lang, key, params)
  return new ApiError({
    statusCode: status,
    statusMessage: STATUS_TEXT[status] ?? 'Error',
    message,
    ...(field ? { data: { fields: { [field]: message } } } : {}),
  })
}
