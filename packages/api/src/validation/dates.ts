import * as catalogue from './catalogue.ts'
import type { Lang } from './lang.ts'
import {
  defineRule,
  type Maybe,
  type MessageSpec,
  type RuleAction,
  type RuleOptions,
} from './rule.ts'

export type DateInput = Date | string | number

/** A bound of a date rule; 'now' is read when the value is checked, not when the schema is built. */
export type DateBound = DateInput | 'now'

export interface DateOptions extends RuleOptions {
  /**
   * How text is read, in the tokens of `dateFormat` ('DD/MM/YYYY'), as local time. Without it
   * text is read the way `Date` reads it, which is right for ISO values from date inputs.
   */
  readonly format?: string
}

const TOKENS = {
  YYYY: { digits: 4, min: 0, max: 9999 },
  MM: { digits: 2, min: 1, max: 12 },
  DD: { digits: 2, min: 1, max: 31 },
  HH: { digits: 2, min: 0, max: 23 },
  mm: { digits: 2, min: 0, max: 59 },
  ss: { digits: 2, min: 0, max: 59 },
} as const

type Token = keyof typeof TOKENS

const TOKEN = /YYYY|MM|DD|HH|mm|ss/g

interface CompiledFormat {
  readonly regex: RegExp
  readonly tokens: readonly Token[]
}

const compiled = new Map<string, CompiledFormat>()

function compile(format: string): CompiledFormat {
  const known = compiled.get(format)
  if (known) return known
  const tokens: Token[] = []
  let source = ''
  let last = 0
  for (const match of format.matchAll(TOKEN)) {
    source += escapeRegex(format.slice(last, match.index))
    const token = match[0] as Token
    tokens.push(token)
    source += `(\\d{${TOKENS[token].digits}})`
    last = match.index + token.length
  }
  source += escapeRegex(format.slice(last))
  const result = { regex: new RegExp(`^${source}$`), tokens }
  compiled.set(format, result)
  return result
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

/**
 * Reads text written in `format` as a local date, or undefined when it does not fit the
 * format or names a day the calendar does not have (31/02, 29/02 outside leap years).
 */
/* @__NO_SIDE_EFFECTS__ */
export function parseDateFormat(text: string, format: string): Date | undefined {
  const { regex, tokens } = compile(format)
  const match = regex.exec(text)
  if (!match) return undefined
  const parts: Partial<Record<Token, number>> = {}
  for (const [index, token] of tokens.entries()) {
    const value = Number(match[index + 1])
    const { min, max } = TOKENS[token]
    if (value < min || value > max) return undefined
    parts[token] = value
  }
  const year = parts.YYYY ?? new Date().getFullYear()
  const month = (parts.MM ?? 1) - 1
  const day = parts.DD ?? 1
  const date = new Date(year, month, day, parts.HH ?? 0, parts.mm ?? 0, parts.ss ?? 0)
  // Years below 100 are shifted to 19xx by the constructor.
  date.setFullYear(year)
  return date.getMonth() === month && date.getDate() === day ? date : undefined
}

/** The value as a date, or undefined when it is not one. */
/* @__NO_SIDE_EFFECTS__ */
export function toDate(value: DateInput, format?: string): Date | undefined {
  const date =
    typeof value === 'string' && format !== undefined
      ? parseDateFormat(value.trim(), format)
      : new Date(value instanceof Date ? value.getTime() : value)
  return date && !Number.isNaN(date.getTime()) ? date : undefined
}

function boundDate(bound: DateBound, format?: string): Date | undefined {
  return bound === 'now' ? new Date() : toDate(bound, format)
}

/** Writes a date the way the form reads it: in `format` when there is one, else as the language does. */
/* @__NO_SIDE_EFFECTS__ */
export function formatDate(date: Date, lang: Lang, format?: string): string {
  if (format !== undefined) {
    const pad = (value: number, digits: number) => String(value).padStart(digits, '0')
    const values: Record<Token, string> = {
      YYYY: pad(date.getFullYear(), 4),
      MM: pad(date.getMonth() + 1, 2),
      DD: pad(date.getDate(), 2),
      HH: pad(date.getHours(), 2),
      mm: pad(date.getMinutes(), 2),
      ss: pad(date.getSeconds(), 2),
    }
    return format.replace(TOKEN, (token) => values[token as Token])
  }
  const midnight = date.getHours() + date.getMinutes() + date.getSeconds() === 0
  return new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(midnight ? {} : { hour: '2-digit', minute: '2-digit' }),
  }).format(date)
}

/** The format as a pt-BR reader expects to see it (AAAA for the year). */
/* @__NO_SIDE_EFFECTS__ */
export function describeFormat(format: string, lang: Lang): string {
  return lang === 'pt-BR'
    ? format.replace(TOKEN, (token) => (token === 'YYYY' ? 'AAAA' : token))
    : format
}

type DateValue = Maybe<DateInput>

/** An unreadable value gets the format (or "not a date") message instead of the range one. */
function unreadable(lang: Lang, format: string | undefined): MessageSpec {
  return format === undefined
    ? { texts: catalogue.dateInvalid }
    : { texts: catalogue.dateFormat, params: { format: describeFormat(format, lang) } }
}

/** Spec date `after`: strictly later than `bound` (default now). */
/* @__NO_SIDE_EFFECTS__ */
export function dateAfter<TInput extends DateValue>(
  bound: DateBound = 'now',
  options: DateOptions = {},
): RuleAction<TInput> {
  const { format } = options
  return defineRule<TInput>({
    type: 'date_after',
    reference: dateAfter,
    test: (input) => compare(input!, bound, format, (value, limit) => value > limit),
    describe: (input, lang) => {
      if (!toDate(input!, format)) return unreadable(lang, format)
      if (bound === 'now') return { texts: catalogue.dateAfterNow }
      return { texts: catalogue.dateAfter, params: { date: showBound(bound, lang, format) } }
    },
    options,
  })
}

/** Spec date `before`: strictly earlier than `bound` (default now). */
/* @__NO_SIDE_EFFECTS__ */
export function dateBefore<TInput extends DateValue>(
  bound: DateBound = 'now',
  options: DateOptions = {},
): RuleAction<TInput> {
  const { format } = options
  return defineRule<TInput>({
    type: 'date_before',
    reference: dateBefore,
    test: (input) => compare(input!, bound, format, (value, limit) => value < limit),
    describe: (input, lang) => {
      if (!toDate(input!, format)) return unreadable(lang, format)
      if (bound === 'now') return { texts: catalogue.dateBeforeNow }
      return { texts: catalogue.dateBefore, params: { date: showBound(bound, lang, format) } }
    },
    options,
  })
}

/** Spec date `between`: from `start` to `end`, both inclusive. */
/* @__NO_SIDE_EFFECTS__ */
export function dateBetween<TInput extends DateValue>(
  start: DateBound,
  end: DateBound,
  options: DateOptions = {},
): RuleAction<TInput> {
  const { format } = options
  return defineRule<TInput>({
    type: 'date_between',
    reference: dateBetween,
    test: (input) => {
      const value = toDate(input!, format)?.getTime()
      const from = boundDate(start, format)?.getTime()
      const to = boundDate(end, format)?.getTime()
      if (value === undefined || from === undefined || to === undefined) return false
      return value >= Math.min(from, to) && value <= Math.max(from, to)
    },
    describe: (input, lang) => {
      if (!toDate(input!, format)) return unreadable(lang, format)
      return {
        texts: catalogue.dateBetween,
        params: { start: showBound(start, lang, format), end: showBound(end, lang, format) },
      }
    },
    options,
  })
}

/**
 * Spec date `format`: the text must follow `format` (tokens YYYY MM DD HH mm ss; anything else
 * must appear as written) and name a real calendar date and time.
 */
/* @__NO_SIDE_EFFECTS__ */
export function dateFormat<TInput extends Maybe<string>>(
  format: string,
  options: RuleOptions = {},
): RuleAction<TInput> {
  return defineRule<TInput>({
    type: 'date_format',
    reference: dateFormat,
    test: (input) => parseDateFormat(input!, format) !== undefined,
    describe: (_input, lang) => ({
      texts: catalogue.dateFormat,
      params: { format: describeFormat(format, lang) },
    }),
    options,
  })
}

function compare(
  input: DateInput,
  bound: DateBound,
  format: string | undefined,
  holds: (value: number, limit: number) => boolean,
): boolean {
  const value = toDate(input, format)
  const limit = boundDate(bound, format)
  return value !== undefined && limit !== undefined && holds(value.getTime(), limit.getTime())
}

function showBound(bound: DateBound, lang: Lang, format: string | undefined): string {
  const date = boundDate(bound, format)
  return date ? formatDate(date, lang, format) : String(bound)
}
