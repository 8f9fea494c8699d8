import * as v from 'valibot'
import { ApiError } from '../../http/api-error.ts'
import { parseBody } from '../../http/field-errors.ts'
import { formatMoney, parseMoney } from '../../money/money.ts'
import {
  email,
  formatText,
  integer,
  is,
  length,
  matches,
  max,
  min,
  number,
  plainText,
  required,
  resolveLang,
  toNumber,
  url,
  type Lang,
  type Texts,
} from '../../validation/index.ts'
import type {
  AppSettings,
  IntegerProperty,
  SettingsJsonSchema,
  SettingsProperty,
  StringProperty,
} from './json-schema.ts'

/*
 * A checkout app's settings schema (JSON Schema subset, json-schema.ts) as a valibot schema built
 * from the form layer's own rules, so the generated form and the server refuse the same values
 * with the same pt-BR messages. Input as a form holds it (text for numbers, "9,90" for money) or
 * as JSON (numbers); output always JSON: strings trimmed, integers as numbers (null when an
 * optional one is left empty), booleans.
 */

const moneyTexts = {
  money: {
    'pt-BR': '{Field} deve ser um valor em reais, como 1.234,56.',
    en: '{Field} must be an amount in reais, such as 1.234,56.',
  },
  min: { 'pt-BR': '{Field} deve ser de pelo menos {min}.', en: '{Field} must be at least {min}.' },
  max: { 'pt-BR': '{Field} deve ser de no máximo {max}.', en: '{Field} must be at most {max}.' },
} as const satisfies Record<string, Texts>

const say =
  (text: Texts, label: string, params: Record<string, string> = {}) =>
  (issue: v.BaseIssue<unknown>) =>
    formatText(text, resolveLang(issue.lang), label, params)

function stringSchema(property: StringProperty, isRequired: boolean) {
  const label = property.title
  const rules: v.PipeItem<string, string, v.BaseIssue<unknown>>[] = [v.trim()]
  if (isRequired) rules.push(required<string>({ label }))
  rules.push(plainText<string>({ label, multiline: property['x-multiline'] === true }))
  if (property.minLength !== undefined || property.maxLength !== undefined) {
    rules.push(length<string>(property.minLength ?? 0, property.maxLength ?? 100_000, { label }))
  }
  if (property.enum) rules.push(is<string>(property.enum, { label }))
  if (property.pattern) rules.push(matches<string>(new RegExp(property.pattern, 'u'), { label }))
  if (property.format === 'email') rules.push(email<string>({ label }))
  if (property.format === 'uri') rules.push(url<string>({ label }))
  const schema = v.pipe(v.string(), ...rules)
  return isRequired ? schema : v.optional(schema, property.default ?? '')
}

type Typed = number | string | null

function integerSchema(property: IntegerProperty, isRequired: boolean) {
  const label = property.title
  // null is what an optional integer defaults to, and what JSON sends for one left empty.
  const typed = v.union([v.number(), v.string(), v.null()])
  const presence = isRequired ? [required<Typed>({ label })] : []
  const blankToNull = v.transform((value: Typed) =>
    value === null || (typeof value === 'string' && value.trim() === '') ? null : value,
  )
  if (property['x-money']) {
    const cents = (value: number | string) =>
      typeof value === 'number'
        ? Number.isSafeInteger(value)
          ? value
          : undefined
        : parseMoney(value)
    const bounds: v.PipeItem<number, number, v.BaseIssue<unknown>>[] = []
    if (property.minimum !== undefined) {
      const least = property.minimum
      bounds.push(
        v.check((value) => value >= least, say(moneyTexts.min, label, { min: formatMoney(least) })),
      )
    }
    if (property.maximum !== undefined) {
      const most = property.maximum
      bounds.push(
        v.check((value) => value <= most, say(moneyTexts.max, label, { max: formatMoney(most) })),
      )
    }
    const money = v.pipe(
      typed,
      ...presence,
      blankToNull,
      v.nullable(
        v.pipe(
          v.pipe(
            v.union([v.number(), v.string()]),
            v.check((value) => (cents(value) ?? -1) >= 0, say(moneyTexts.money, label)),
            v.transform((value) => cents(value) ?? Number.NaN),
          ),
          ...bounds,
        ),
      ),
    )
    return isRequired ? money : v.optional(money, property.default ?? null)
  }
  type Given = number | string
  const bounds: v.PipeItem<Given, Given, v.BaseIssue<unknown>>[] = [
    number<Given>({ label }),
    integer<Given>({ label }),
  ]
  if (property.minimum !== undefined) bounds.push(min<Given>(property.minimum, { label }))
  if (property.maximum !== undefined) bounds.push(max<Given>(property.maximum, { label }))
  const whole = v.pipe(
    typed,
    ...presence,
    blankToNull,
    v.nullable(
      v.pipe(
        v.union([v.number(), v.string()]),
        ...bounds,
        v.check((value: Given) => Number.isInteger(toNumber(value)), say(wholeText, label)),
        v.transform((value: Given) => toNumber(value) ?? Number.NaN),
      ),
    ),
  )
  return isRequired ? whole : v.optional(whole, property.default ?? null)
}

const wholeText: Texts = {
  'pt-BR': '{Field} deve ser um número inteiro.',
  en: '{Field} must be a whole number.',
}

function propertySchema(property: SettingsProperty, isRequired: boolean) {
  switch (property.type) {
    case 'string':
      return stringSchema(property, isRequired)
    case 'integer':
      return integerSchema(property, isRequired)
    case 'boolean':
      return v.optional(v.boolean(), property.default ?? false)
  }
}

/** The valibot schema of an app's settings (unknown keys are dropped, as valibot's object does). */
export function settingsSchemaOf(schema: SettingsJsonSchema) {
  const required = new Set(schema.required ?? [])
  const entries = Object.fromEntries(
    Object.entries(schema.properties).map(([key, property]) => [
      key,
      propertySchema(property, required.has(key)),
    ]),
  )
  return v.object(entries) as unknown as v.GenericSchema<Record<string, unknown>, AppSettings>
}

/**
 * An app's settings checked as the server checks them: field errors by key in the request's
 * language, as a 422 (the body was JSON of the right shape; its values are what is refused).
 */
export function parseAppSettings(
  schema: SettingsJsonSchema,
  body: unknown,
  lang: Lang,
): AppSettings {
  try {
    return parseBody(settingsSchemaOf(schema), body, lang)
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400) {
      throw new ApiError({
        statusCode: 422,
        statusMessage: 'Unprocessable Entity',
        message: error.message,
        data: error.data,
      })
    }
    throw error
  }
}

/** What the form starts with: the saved values (or each default) as people type them. */
export function settingsFormValues(
  schema: SettingsJsonSchema,
  saved: AppSettings | null,
): Record<string, string | boolean> {
  return Object.fromEntries(
    Object.entries(schema.properties).map(([key, property]) => {
      const value = saved?.[key] ?? property.default ?? null
      if (property.type === 'boolean') return [key, value === true]
      if (value === null) return [key, '']
      if (property.type === 'integer' && property['x-money'] && typeof value === 'number') {
        return [key, formatMoney(value).replace(/^R\$\s*/, '')]
      }
      return [key, String(value)]
    }),
  )
}
