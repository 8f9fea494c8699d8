import type { CustomerInput } from '../schema.ts'
import { parseConsent, restorePostalCode } from './cells.ts'
import { ADDRESS_FIELDS, type CsvField } from './columns.ts'

/** A row's cells as the schema's input. Cells of absent columns stay out (the defaults apply). */
export function toInput(cells: Partial<Record<CsvField, string>>): CustomerInput {
  const input: Record<string, unknown> = {}
  const text = (field: CsvField) => cells[field]
  const copy = (field: 'name' | 'email' | 'phone' | 'notes') => {
    if (cells[field] !== undefined) input[field] = cells[field]
  }
  copy('name')
  copy('email')
  copy('phone')
  copy('notes')
  if (input.name === undefined) input.name = ''
  const document = text('document')
  if (document !== undefined) input.document = document.trim() || null
  const birthDate = text('birth_date')
  if (birthDate !== undefined) input.birth_date = birthDate.trim() || null
  const tags = text('tags')
  if (tags !== undefined) input.tags = tags.split(/[|,]/)
  const consent = text('marketing_consent')
  if (consent !== undefined) input.marketing_consent = parseConsent(consent) ?? false
  if (ADDRESS_FIELDS.some((field) => text(field)?.trim())) {
    input.addresses = [
      {
        label: null,
        postal_code: restorePostalCode(text('postal_code') ?? ''),
        street: text('street') ?? '',
        number: text('number') ?? '',
        complement: text('complement') ?? null,
        district: text('district') ?? '',
        city: text('city') ?? '',
        state: text('state') ?? '',
      },
    ]
  }
  return input as CustomerInput
}
