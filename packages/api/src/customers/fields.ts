import * as v from 'valibot'
import {
  dateBefore,
  email,
  length,
  plainText,
  required,
  type FieldLabel,
} from '../validation/index.ts'
import { digitsOnly, STATES } from './contact.ts'
import { documentKind, normalizeDocument } from './document.ts'

/*
 * The customer's fields as typed in the panel's forms and in imported spreadsheets. The same
 * schemas validate the forms, the server's request bodies and each imported row; outputs are
 * the stored forms (digits only, lower-case e-mail), and every schema accepts its own output.
 */

export const customerLabels = {
  name: { en: 'Name', 'pt-BR': 'Nome' },
  email: { en: 'E-mail', 'pt-BR': 'E-mail' },
  document: { en: 'CPF or CNPJ', 'pt-BR': 'CPF ou CNPJ' },
  phone: { en: 'Phone', 'pt-BR': 'Telefone' },
  birthDate: { en: 'Birth date', 'pt-BR': 'Data de nascimento', feminine: true },
  postalCode: { en: 'Postal code', 'pt-BR': 'CEP' },
  street: { en: 'Street', 'pt-BR': 'Logradouro' },
  number: { en: 'Number', 'pt-BR': 'Número' },
  complement: { en: 'Complement', 'pt-BR': 'Complemento' },
  district: { en: 'District', 'pt-BR': 'Bairro' },
  city: { en: 'City', 'pt-BR': 'Cidade', feminine: true },
  state: { en: 'State', 'pt-BR': 'UF', feminine: true },
  label: { en: 'Address name', 'pt-BR': 'Nome do endereço' },
  tags: { en: 'Tags', 'pt-BR': 'Etiquetas', feminine: true },
  notes: { en: 'Notes', 'pt-BR': 'Observações', feminine: true },
} satisfies Record<string, FieldLabel>

/** A message function in both languages, for the rules that are the customers' own. */
const say =
  (pt: string, en: string) =>
  (issue: { lang?: string }): string =>
    issue.lang === 'pt-BR' ? pt : en

/** Text that may be left empty: trimmed, and '' or a missing value becomes null. */
/* @__NO_SIDE_EFFECTS__ */
function optionalText(max: number, label: FieldLabel) {
  return v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => value?.trim() || null),
    length(0, max, { label }),
  )
}

export const customerNameField = v.pipe(
  v.string(),
  v.trim(),
  required({ label: customerLabels.name }),
  length(2, 120, { label: customerLabels.name }),
)

export const customerEmailField = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => value?.trim().toLowerCase() || null),
  email(),
  length(0, 254, { label: customerLabels.email }),
)

/** CPF or CNPJ (numeric or alphanumeric), with or without punctuation; stored normalised. */
export const documentField = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => (value ? normalizeDocument(value) : null) || null),
  v.check(
    (value) => value === null || documentKind(value) !== null,
    say(
      'Informe um CPF ou CNPJ válido: confira os dígitos.',
      'Enter a valid CPF or CNPJ: check the digits.',
    ),
  ),
)

export const customerPhoneField = v.pipe(
  v.optional(v.nullable(v.string()), null),
  // Text without a single digit ("onze") is not a phone: kept, so the check below refuses it.
  v.transform((value) => {
    if (!value?.trim()) return null
    return digitsOnly(value.replace(/^\s*\+55/, '')) || value
  }),
  v.check(
    (value) => value === null || /^\d{10,11}$/.test(value),
    say(
      'Informe um telefone com DDD, por exemplo (11) 98765-4321.',
      'Enter a phone number with area code, e.g. (11) 98765-4321.',
    ),
  ),
)

/** YYYY-MM-DD naming a real day (not 1990-02-31, which the database would refuse). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

/** YYYY-MM-DD, in the past and not before 1900. */
export const birthDateField = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => value?.trim() || null),
  v.check(
    (value) => value === null || (isCalendarDate(value) && value >= '1900-01-01'),
    say('Informe uma data de nascimento válida.', 'Enter a valid birth date.'),
  ),
  dateBefore('now', { label: customerLabels.birthDate }),
)

export const postalCodeField = v.pipe(
  v.string(),
  v.transform(digitsOnly),
  required({ label: customerLabels.postalCode }),
  v.check(
    (value) => /^\d{8}$/.test(value),
    say('Informe um CEP com 8 dígitos.', 'Enter a postal code with 8 digits.'),
  ),
)

const requiredText = (max: number, label: FieldLabel) =>
  v.pipe(v.string(), v.trim(), required({ label }), length(0, max, { label }))

export const CustomerAddressSchema = v.object({
  label: optionalText(40, customerLabels.label),
  postal_code: postalCodeField,
  street: requiredText(200, customerLabels.street),
  number: requiredText(20, customerLabels.number),
  complement: optionalText(100, customerLabels.complement),
  district: requiredText(100, customerLabels.district),
  city: requiredText(100, customerLabels.city),
  state: v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    required({ label: customerLabels.state }),
    v.picklist(STATES, say('Escolha uma UF.', 'Choose a state.')),
  ),
})
export type CustomerAddress = v.InferOutput<typeof CustomerAddressSchema>

export const MAX_ADDRESSES = 10
export const MAX_TAGS = 20
export const TAG_MAX_LENGTH = 40

/** Tags: trimmed, lower-case, without repeats or blanks. */
export const tagsField = v.pipe(
  v.optional(v.array(v.string()), []),
  v.transform((tags) => [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))]),
  v.check(
    (tags) => tags.length <= MAX_TAGS,
    say(`Use no máximo ${MAX_TAGS} etiquetas.`, `Use at most ${MAX_TAGS} tags.`),
  ),
  v.check(
    (tags) => tags.every((tag) => tag.length <= TAG_MAX_LENGTH),
    say(
      `Cada etiqueta pode ter até ${TAG_MAX_LENGTH} caracteres.`,
      `Each tag may have up to ${TAG_MAX_LENGTH} characters.`,
    ),
  ),
)

export const notesField = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((value) => value ?? ''),
  length(0, 5000, { label: customerLabels.notes }),
  // Notes are the one multi-line field: line breaks and tabs, nothing else of the control sort.
  plainText({ multiline: true, label: customerLabels.notes }),
)

export const addressesField = v.pipe(
  v.optional(v.array(CustomerAddressSchema), []),
  v.maxLength(
    MAX_ADDRESSES,
    say(`Cadastre no máximo ${MAX_ADDRESSES} endereços.`, `At most ${MAX_ADDRESSES} addresses.`),
  ),
)
