/*
 * The subset of JSON Schema (draft 2020-12) a checkout app's settings are described in: one flat
 * object of strings, integers and booleans with the usual keywords. Two `x-` annotations (which
 * any JSON Schema validator ignores) tell the form how people type a value: `x-money` on an
 * integer of centavos (typed in reais, "9,90"), `x-multiline` on a string that takes lines.
 */

export const SETTINGS_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema'

interface PropertyBase {
  title: string
  description?: string
}

export interface StringProperty extends PropertyBase {
  type: 'string'
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: 'email' | 'uri'
  enum?: readonly string[]
  /** The words shown for each `enum` value, in the same order. */
  'x-enumLabels'?: readonly string[]
  'x-multiline'?: boolean
  default?: string
}

export interface IntegerProperty extends PropertyBase {
  type: 'integer'
  minimum?: number
  maximum?: number
  /** Centavos, typed and shown in reais. */
  'x-money'?: boolean
  default?: number
}

export interface BooleanProperty extends PropertyBase {
  type: 'boolean'
  default?: boolean
}

export type SettingsProperty = StringProperty | IntegerProperty | BooleanProperty

export interface SettingsJsonSchema {
  $schema: typeof SETTINGS_SCHEMA_DIALECT
  type: 'object'
  properties: Record<string, SettingsProperty>
  required?: readonly string[]
  additionalProperties: false
}

/** A value of the settings as stored: text, a whole number (null when left empty), a switch. */
export type SettingsValue = string | number | boolean | null
export type AppSettings = Record<string, SettingsValue>
