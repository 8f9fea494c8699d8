import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { fieldErrorsOf, isApiError } from '@vitrine/api'

/**
 * Shows a failed call on the form it came from: the server's per-field messages under their
 * fields, anything else (wrong password, throttling, network) in the form-level alert.
 */
export function showServerError<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
): void {
  const fields = fieldErrorsOf(error)
  const known = Object.keys(fields).filter(
    (name) => form.getValues(name as Path<TValues>) !== undefined,
  )
  for (const name of known)
    form.setError(name as Path<TValues>, { type: 'server', message: fields[name] })
  if (known.length === 0 || known.length < Object.keys(fields).length) {
    form.setError('root', {
      type: 'server',
      message: isApiError(error) ? error.message : 'Algo deu errado. Tente novamente.',
    })
  }
}

/** What a failed load says, to show under its "could not load" title (none if unknown). */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : undefined)
