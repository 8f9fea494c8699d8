import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { ApiError, fieldErrorsOf, isApiError } from '@vitrine/api'
import { showServerError } from '../../shared/server-errors.ts'

/**
 * A refused charge (or capture request), shown where it belongs: the server's field messages
 * under the form's own fields (`fieldOf` names them: the card's expiry, the unit price and the
 * validity differ from the API's), the rest at the top, and the keyboard on the first to fix.
 */
export function showChargeError<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'setError' | 'getValues' | 'setFocus'>,
  error: unknown,
  fieldOf: (serverField: string) => string | null,
) {
  const fields: Record<string, string> = {}
  const aside: string[] = []
  for (const [serverField, message] of Object.entries(fieldErrorsOf(error))) {
    const field = fieldOf(serverField)
    if (field) fields[field] = message
    else aside.push(message)
  }
  const shown = isApiError(error)
    ? new ApiError({
        statusCode: error.statusCode,
        statusMessage: error.statusMessage,
        message: aside.join(' ') || error.message,
        data: { fields },
      })
    : error
  showServerError(form, shown)
  const first = Object.keys(fields)[0]
  // Messages no one field shows (the items as a whole) go to the top beside the others.
  if (first && aside.length > 0) {
    form.setError('root', { type: 'server', message: aside.join(' ') })
  }
  if (first) form.setFocus(first as Path<TValues>)
}
