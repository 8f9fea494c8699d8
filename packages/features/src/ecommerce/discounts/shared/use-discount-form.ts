import { useState } from 'react'
import { fieldErrorsOf, isApiError } from '@vitrine/api'

/**
 * A coupon's or promotion's form: its values, the server's refusals on their fields (cleared
 * as a field changes), the message of a refusal that names no field, and whether a save is
 * running. `failure` is said when the error is not the server's.
 */
export function useDiscountForm<F>(initial: () => F, failure: string) {
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const change = <K extends keyof F>(key: K, value: F[K]) => {
    setForm((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: '' }))
  }

  /** Runs a save; a refusal lands on its fields, or above the form when it names none. */
  async function submit(save: () => Promise<unknown>, onRefused?: () => void) {
    setSaving(true)
    setFormError(null)
    try {
      await save()
    } catch (error) {
      const fields = fieldErrorsOf(error)
      setErrors(fields)
      onRefused?.()
      setFormError(
        Object.keys(fields).length > 0 ? null : isApiError(error) ? error.message : failure,
      )
    } finally {
      setSaving(false)
    }
  }

  return { form, errors, formError, saving, change, submit }
}
