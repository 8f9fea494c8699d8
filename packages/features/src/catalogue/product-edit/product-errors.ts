import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { fieldErrorsOf, isApiError } from '@vitrine/api'
import { formFieldOf } from './product-form.ts'

/**
 * A refused save shown on the product's form: each of the server's field messages under the
 * field it names (a variant's SKU under that row's cell, an option's name under its field),
 * anything the form has no field for in the form's alert.
 */
export function showProductErrors<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
): void {
  const fields = fieldErrorsOf(error)
  const unplaced: string[] = []
  for (const [path, message] of Object.entries(fields)) {
    const name = formFieldOf(path) as Path<TValues>
    if (form.getValues(name) === undefined) unplaced.push(message)
    else form.setError(name, { type: 'server', message })
  }
  if (Object.keys(fields).length === 0 || unplaced.length > 0) {
    form.setError('root', {
      type: 'server',
      message:
        unplaced[0] ?? (isApiError(error) ? error.message : 'Algo deu errado. Tente novamente.'),
    })
  }
}
