import * as catalogue from './catalogue.ts'
import type { Lang } from './lang.ts'
import { toNumber } from './numbers.ts'
import { defineRule, type Maybe, type RuleAction, type RuleOptions } from './rule.ts'

/*
 * What the database can store. A text with a NUL byte, an integer past its column or a day the
 * calendar does not have gets past a plain `v.string()`, `v.integer()` or `v.isoDate()` and
 * only fails in PostgreSQL (a 500), or worse is stored rolled over (2099-02-31 as 3 March).
 * These rules refuse them with a field message; input-guard.ts applies the same limits to every
 * value a request carries, so a schema that forgets them is still safe.
 */

/** PostgreSQL `integer` (int4), the default column of every id and count. */
export const INT4 = { min: -2_147_483_648, max: 2_147_483_647 } as const
/**
 * A `bigint` column, as far as a JavaScript number holds it exactly (ids an import can number
 * past int4, money in centavos).
 */
export const BIGINT = { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER } as const

export type IntegerColumn = 'int4' | 'bigint'
const COLUMNS: Readonly<Record<IntegerColumn, { min: number; max: number }>> = {
  int4: INT4,
  bigint: BIGINT,
}

/**
 * The days a person can mean: birth dates of the living, filters, expiry dates. Past 2100 is a
 * typo (and 9999-12-31 overflows the time arithmetic done on it); before 1900, too.
 */
export const DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const

/**
 * Control characters (C0, DEL and C1). A multi-line field accepts line feeds, carriage returns
 * and tabs; nothing accepts the rest, NUL above all (PostgreSQL text cannot hold it).
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u

/* @__NO_SIDE_EFFECTS__ */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_BUT_LINES : CONTROL).test(text)
}

/** Whether a number fits an integer column (non-integers and NaN do not). */
/* @__NO_SIDE_EFFECTS__ */
export function fitsColumn(value: number, column: IntegerColumn = 'int4'): boolean {
  const { min, max } = COLUMNS[column]
  return Number.isInteger(value) && value >= min && value <= max
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/

/**
 * Whether text starting with YYYY-MM-DD names a day the calendar has (no 31 February, no month
 * 13) within `range`. Only the day is looked at, so a date-time passes on its date.
 */
/* @__NO_SIDE_EFFECTS__ */
export function isCalendarDay(
  text: string,
  range: { readonly min: string; readonly max: string } = DATE_RANGE,
): boolean {
  const match = ISO_DAY.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return false
  if (date.getUTCDate() !== day) return false
  const iso = match[0]
  return iso >= range.min && iso <= range.max
}

/** A YYYY-MM-DD day as the language writes it, for messages. */
export function writeDay(iso: string, lang: Lang): string {
  const [year, month, day] = iso.split('-')
  return lang === 'pt-BR' ? `${day}/${month}/${year}` : iso
}

export interface PlainTextOptions extends RuleOptions {
  /** Notes, descriptions: line breaks and tabs are allowed, other control characters are not. */
  readonly multiline?: boolean
}

/**
 * Text a person typed: no control characters, and no line breaks unless `multiline`. Also the
 * mark input-guard.ts reads to let a multi-line field's line breaks through.
 */
/* @__NO_SIDE_EFFECTS__ */
export function plainText<TInput extends Maybe<string>>(
  options: PlainTextOptions = {},
): RuleAction<TInput> & { readonly multiline: boolean } {
  const multiline = options.multiline ?? false
  const rule = defineRule<TInput>({
    type: 'plain_text',
    reference: plainText,
    test: (input) => !hasControlCharacters(input as string, multiline),
    describe: () => ({ texts: multiline ? catalogue.controlCharacters : catalogue.lineBreaks }),
    options,
  })
  return { ...rule, multiline }
}

export interface IntegerOptions extends RuleOptions {
  /** The column the value is stored in; `int4` unless the column is a `bigint`. */
  readonly column?: IntegerColumn
}

/**
 * A whole number (or text that reads as one, for query strings) that fits its column. A bigint
 * column must say so; input-guard.ts holds every other number to int4.
 */
/* @__NO_SIDE_EFFECTS__ */
export function integer<TInput extends Maybe<string | number>>(
  options: IntegerOptions = {},
): RuleAction<TInput> & { readonly column: IntegerColumn } {
  const column = options.column ?? 'int4'
  const rule = defineRule<TInput>({
    type: 'integer',
    reference: integer,
    test: (input) => {
      const value = toNumber(input)
      return value !== undefined && fitsColumn(value, column)
    },
    describe: () => ({ texts: catalogue.integerRange, params: COLUMNS[column] }),
    options,
  })
  return { ...rule, column }
}

export interface CalendarDateOptions extends RuleOptions {
  /** The earliest day accepted (YYYY-MM-DD); DATE_RANGE.min by default. */
  readonly min?: string
  /** The latest day accepted (YYYY-MM-DD); DATE_RANGE.max by default. */
  readonly max?: string
}

/** A YYYY-MM-DD day the calendar has, within a sane range (DATE_RANGE unless narrowed). */
/* @__NO_SIDE_EFFECTS__ */
export function calendarDate<TInput extends Maybe<string>>(
  options: CalendarDateOptions = {},
): RuleAction<TInput> {
  const range = { min: options.min ?? DATE_RANGE.min, max: options.max ?? DATE_RANGE.max }
  return defineRule<TInput>({
    type: 'calendar_date',
    reference: calendarDate,
    test: (input) =>
      /^\d{4}-\d{2}-\d{2}$/.test(input as string) && isCalendarDay(input as string, range),
    describe: (_, lang) => ({
      texts: catalogue.calendarDate,
      params: { start: writeDay(range.min, lang), end: writeDay(range.max, lang) },
    }),
    options,
  })
}
