import * as v from 'valibot'
import { between, length, plainText, required, type FieldLabel } from '../validation/index.ts'

/** A field's label in both languages (feminine makes "{Field} é obrigatória" agree). */
export const label = (ptBR: string, en: string, feminine = false): FieldLabel => ({
  'pt-BR': ptBR,
  en,
  feminine,
})

/** Largest price the recurrence area takes: R$ 10.000.000,00, as payment links. */
export const RECURRENCE_MAX_CENTS = 1_000_000_000
export const RECURRENCE_PAGE_SIZE = 50

export const intField = (low: number, high: number, fieldLabel: FieldLabel) =>
  v.pipe(v.number(), v.integer(), between(low, high, { label: fieldLabel }))

export const nameField = (fieldLabel: FieldLabel, max = 120) =>
  v.pipe(
    v.string(),
    v.trim(),
    required({ label: fieldLabel }),
    length(0, max, { label: fieldLabel }),
    plainText({ label: fieldLabel }),
  )

export const descriptionField = (fieldLabel: FieldLabel, max = 2000) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      length(0, max, { label: fieldLabel }),
      plainText({ multiline: true, label: fieldLabel }),
    ),
    '',
  )

/** Keyset cursor of a list (opaque to the panel). */
export const cursorField = v.optional(v.pipe(v.string(), v.maxLength(300)))
