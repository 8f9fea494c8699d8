import * as v from 'valibot'
import { digitsOnly, formatPhone, formatPostalCode } from '../../customers/contact.ts'
import {
  formatDocument,
  isValidCnpj,
  isValidCpf,
  normalizeDocument,
  type DocumentKind,
} from '../../customers/document.ts'
import {
  accepted,
  between,
  calendarDate,
  email,
  is,
  length,
  matches,
  number,
  plainText,
  required,
  validationConfig,
  type FieldLabel,
  type Lang,
} from '../../validation/index.ts'
import {
  CUSTOM_FIELD_ANSWER_MAX,
  customFieldText,
  MASKABLE_TYPES,
  type CustomFieldAnswer,
  type CustomFieldAnswers,
  type PublicCustomField,
} from './schema.ts'

/*
 * Checking a payer's answers to the store's custom fields: the public form runs this before
 * sending and the server runs it again on the charge, so both refuse the same answers with the
 * same words. Each field's rules are the form layer's (`required`, `length`, `between`,
 * `email`, `calendarDate`…, with their pt-BR messages and the field's own label); the Brazilian
 * types add their checks (CPF/CNPJ check digits, 8-digit CEP, 10–11-digit phone).
 *
 * A field shown only for CPF or CNPJ payers is hidden for the others: neither required nor kept.
 */

/** Whether the field shows for a payer whose document is of `kind` (null: not typed yet). */
export function isFieldVisible(field: PublicCustomField, kind: DocumentKind | null): boolean {
  return field.visible_when === null || field.visible_when.document_kind === kind
}

/** What a mask lets through at one place: `9` a digit, `A` a letter, `*` either. */
const SLOTS: Record<string, RegExp> = { '9': /\d/, A: /\p{L}/u, '*': /[\p{L}\d]/u }

/**
 * The typed text shaped by the mask as far as it goes: literals filled in, characters that do
 * not fit their place dropped. '' leaves the text as it is.
 */
export function applyMask(mask: string, raw: string): string {
  if (!mask) return raw
  const chars = [...raw].filter((char) => /[\p{L}\d]/u.test(char))
  let out = ''
  let next = 0
  for (const slot of mask) {
    const rule = SLOTS[slot]
    if (!rule) {
      if (next >= chars.length) break
      out += slot
      continue
    }
    while (next < chars.length && !rule.test(chars[next]!)) next += 1
    if (next >= chars.length) break
    out += chars[next]
    next += 1
  }
  return out
}

/** The mask as a pattern the form layer's `matches` rule tests (every place filled). */
export function maskPattern(mask: string): RegExp {
  const parts = [...mask].map((slot) => {
    const rule = SLOTS[slot]
    return rule ? rule.source : slot.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  })
  return new RegExp(`^${parts.join('')}$`, 'u')
}

/** Whether the text is exactly what the mask describes. */
export function fitsMask(mask: string, value: string): boolean {
  return maskPattern(mask).test(value)
}

function validDocument(value: string): boolean {
  const document = normalizeDocument(value)
  return document.length === 11 ? isValidCpf(document) : isValidCnpj(document)
}

/** The rules of one field's answer, in the order a person should fix them. */
function answerSchema(field: PublicCustomField): v.GenericSchema<unknown> {
  const label: FieldLabel = field.label
  const options = { label }
  if (field.type === 'checkbox') {
    return v.pipe(v.boolean(), ...(field.required ? [accepted<boolean>(options)] : []))
  }
  const own = (test: (value: string) => boolean, key: Parameters<typeof customFieldText>[1]) =>
    v.check(
      (value: string) => value === '' || test(value),
      (issue) => customFieldText(issue.lang, key),
    )
  const rules: v.PipeItem<string, string, v.BaseIssue<unknown>>[] = [
    ...(field.required ? [required<string>(options)] : []),
    plainText<string>(options),
    length<string>(0, CUSTOM_FIELD_ANSWER_MAX, options),
  ]
  switch (field.type) {
    case 'text':
      if (field.min_length !== null || field.max_length !== null) {
        rules.push(
          length<string>(
            field.min_length ?? 0,
            field.max_length ?? CUSTOM_FIELD_ANSWER_MAX,
            options,
          ),
        )
      }
      break
    case 'number':
      rules.push(number<string>(options))
      if (field.min !== null || field.max !== null) {
        rules.push(
          between<string>(field.min ?? -Infinity, field.max ?? Infinity, {
            ...options,
            force: 'value',
          }),
        )
      }
      break
    case 'select':
      rules.push(
        is<string>(
          field.options.map((option) => option.value),
          options,
        ),
      )
      break
    case 'date':
      rules.push(calendarDate<string>(options))
      break
    case 'document':
      rules.push(own(validDocument, 'documentInvalid'))
      break
    case 'postal_code':
      rules.push(
        own(
          (value) => /^\d{8}$/.test(digitsOnly(value)) && !/[^\d\s.-]/.test(value),
          'postalCodeInvalid',
        ),
      )
      break
    case 'phone':
      rules.push(
        own(
          (value) => /^\d{10,11}$/.test(digitsOnly(value)) && !/[^\d\s()+.-]/.test(value),
          'phoneInvalid',
        ),
      )
      break
    case 'email':
      rules.push(email<string>(options))
      break
  }
  if (field.mask && MASKABLE_TYPES.includes(field.type)) {
    rules.push(matches<string>(maskPattern(field.mask), options))
  }
  return v.pipe(v.string(), v.trim(), ...rules) as v.GenericSchema<unknown>
}

/**
 * The payer's answers that do not pass, by field key (the first message of each), in `lang`.
 * Only the fields shown to a payer whose document is of `documentKind` are checked; answers to
 * unknown or hidden fields are ignored (and never kept: see `keptAnswers`).
 */
export function customFieldErrors(
  fields: readonly PublicCustomField[],
  answers: CustomFieldAnswers,
  documentKind: DocumentKind | null,
  lang: Lang | string = 'pt-BR',
): Record<string, string> {
  const errors: Record<string, string> = {}
  const config = validationConfig(lang)
  for (const field of fields) {
    if (!isFieldVisible(field, documentKind)) continue
    const answer = answers[field.key] ?? (field.type === 'checkbox' ? false : '')
    const result = v.safeParse(answerSchema(field), answer, config)
    if (!result.success) errors[field.key] = result.issues[0].message
  }
  return errors
}

/** An answer as kept: trimmed; the document, CEP and phone as digits (a CNPJ's letters kept). */
function normalizeAnswer(field: PublicCustomField, value: string | boolean): string | boolean {
  if (typeof value === 'boolean') return value
  const text = value.trim()
  if (field.type === 'document') return normalizeDocument(text)
  if (field.type === 'postal_code' || field.type === 'phone') return digitsOnly(text)
  return text
}

/** How an answer reads in the panel, whatever becomes of the field later. */
function answerText(field: PublicCustomField, value: string | boolean): string {
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não'
  switch (field.type) {
    case 'select':
      return field.options.find((option) => option.value === value)?.label ?? value
    case 'document':
      return formatDocument(value)
    case 'phone':
      return formatPhone(value)
    case 'postal_code':
      return formatPostalCode(value)
    case 'date':
      return value.split('-').reverse().join('/')
    default:
      return value
  }
}

/**
 * The answers a payment keeps (call after `customFieldErrors` found none): those of the visible
 * fields the payer answered, in the fields' order, with each field's label as it was then.
 */
export function keptAnswers(
  fields: readonly PublicCustomField[],
  answers: CustomFieldAnswers,
  documentKind: DocumentKind | null,
): CustomFieldAnswer[] {
  const kept: CustomFieldAnswer[] = []
  for (const field of fields) {
    if (!isFieldVisible(field, documentKind)) continue
    const value = answers[field.key]
    if (value === undefined || value === '') continue
    if (field.type === 'checkbox' ? value !== true : typeof value !== 'string') continue
    const normalized = normalizeAnswer(field, value)
    kept.push({
      key: field.key,
      label: field.label,
      group: field.group,
      type: field.type,
      value: normalized,
      text: answerText(field, normalized),
    })
  }
  return kept
}
