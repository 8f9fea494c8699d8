import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { Customer, CustomerInput } from '@vitrine/api'
import { showServerError } from '../../shared/server-errors.ts'

/** Saves a card's changes over the stored customer; resolves with the saved customer. */
export type SaveCustomer = (changes: Partial<CustomerInput>) => Promise<Customer>

/**
 * A card's submit: save, then say so and close the form; on failure the server's messages go
 * under their fields (409 e-mail or document taken, 400 per field) or above the form.
 */
export async function saveCard<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'setError' | 'getValues'>,
  save: () => Promise<unknown>,
  done: () => void,
): Promise<void> {
  try {
    await save()
  } catch (error) {
    showServerError(form, error)
    return
  }
  done()
}
