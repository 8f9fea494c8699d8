import type * as v from 'valibot'
import * as catalogue from './catalogue.ts'
import type { Lang } from './lang.ts'
import { formatText } from './messages.ts'
import { toNumber } from './numbers.ts'
import {
  calendarDate,
  DATE_RANGE,
  fitsColumn,
  hasControlCharacters,
  INT4,
  integer,
  isCalendarDay,
  plainText,
  writeDay,
} from './safe-input.ts'

/*
 * The limits of safe-input.ts applied to everything a request carries, before its schema runs:
 * every string, number and date in the input, whatever the schema says of it. A schema written
 * tomorrow with a bare `v.string()`, `v.integer()` or `v.isoDate()` is held to them without
 * knowing it; it only has to speak up to widen one:
 *
 * - a string may hold line breaks and tabs only where the schema has `plainText({ multiline })`;
 * - a number (or numeric text where the schema has `v.integer()`) must fit int4 unless the
 *   schema has `integer({ column: 'bigint' })`;
 * - where the schema has `v.isoDate()` (or an ISO date-time), the day must be a real one within
 *   DATE_RANGE.
 *
 * Fields that carry one of our own rules (plainText, integer, calendarDate) are left to it, so
 * the person sees one message, the rule's (with its label).
 */

/** The parts of a valibot schema the walk reads (valibot keeps them as plain properties). */
interface SchemaNode {
  readonly kind?: string
  readonly type?: string
  readonly reference?: unknown
  readonly multiline?: boolean
  readonly pipe?: readonly SchemaNode[]
  readonly entries?: Readonly<Record<string, SchemaNode>>
  readonly rest?: SchemaNode
  readonly item?: SchemaNode
  readonly items?: readonly SchemaNode[]
  readonly value?: SchemaNode
  readonly wrapped?: SchemaNode
  readonly options?: readonly SchemaNode[]
  readonly getter?: (input: unknown) => SchemaNode
}

/** What the schemas that may describe one value say about it. */
interface Traits {
  multiline: boolean
  ownText: boolean
  ownInteger: boolean
  integer: boolean
  date: boolean
  ownDate: boolean
}

const DATE_ACTIONS = new Set(['iso_date', 'iso_date_time', 'iso_timestamp'])

/**
 * The schemas a value may be checked against, with optional/nullable wrappers and the options
 * of unions opened up (a union's option is as good a description of the value as any other).
 */
function expand(nodes: readonly SchemaNode[], input: unknown): SchemaNode[] {
  const out: SchemaNode[] = []
  const seen = new Set<SchemaNode>()
  const visit = (node: SchemaNode | undefined, depth: number) => {
    if (!node || seen.has(node) || depth > 20) return
    seen.add(node)
    out.push(node)
    if (node.pipe?.[0] && node.pipe[0] !== node) visit(node.pipe[0], depth + 1)
    visit(node.wrapped, depth + 1)
    for (const option of node.options ?? []) visit(option, depth + 1)
    if (node.type === 'lazy' && node.getter) visit(node.getter(input), depth + 1)
  }
  for (const node of nodes) visit(node, 0)
  return out
}

function traitsOf(nodes: readonly SchemaNode[]): Traits {
  const traits: Traits = {
    multiline: false,
    ownText: false,
    ownInteger: false,
    integer: false,
    date: false,
    ownDate: false,
  }
  for (const node of nodes) {
    for (const action of node.pipe?.slice(1) ?? []) {
      if (action.reference === plainText) {
        traits.ownText = true
        traits.multiline ||= action.multiline === true
      } else if (action.reference === integer) {
        traits.ownInteger = true
      } else if (action.reference === calendarDate) {
        traits.ownDate = true
      } else if (action.kind === 'validation' && action.type === 'integer') {
        traits.integer = true
      } else if (action.kind === 'validation' && DATE_ACTIONS.has(action.type ?? '')) {
        traits.date = true
      }
    }
  }
  return traits
}

function childNodes(nodes: readonly SchemaNode[], key: string | number): SchemaNode[] {
  const children: SchemaNode[] = []
  for (const node of nodes) {
    const entry = typeof key === 'string' ? node.entries?.[key] : undefined
    if (entry) children.push(entry)
    if (typeof key === 'number' && node.items?.[key]) children.push(node.items[key])
    if (typeof key === 'number' && node.item) children.push(node.item)
    if (node.rest) children.push(node.rest)
    if (node.type === 'record' && node.value) children.push(node.value)
  }
  return children
}

/** One problem the guard found: the field's dotted path (as `v.getDotPath`) and its message. */
export type GuardIssues = Record<string, string>

/**
 * The values of `input` that no schema may let through, keyed by dotted path ('' for the input
 * itself), with their message in `lang`. Empty when the input is safe.
 */
export function unsafeInput(schema: v.GenericSchema, input: unknown, lang: Lang): GuardIssues {
  const issues: GuardIssues = {}
  const report = (path: string, texts: Readonly<Record<Lang, string>>, params = {}) => {
    issues[path] ??= formatText(texts, lang, undefined, params)
  }

  const walk = (nodes: readonly SchemaNode[], value: unknown, path: string, depth: number) => {
    if (depth > 64) return
    const expanded = expand(nodes, value)
    if (typeof value === 'string') {
      const traits = traitsOf(expanded)
      if (!traits.ownText && hasControlCharacters(value, traits.multiline)) {
        report(path, catalogue.lineBreaks)
        return
      }
      if (traits.date && !traits.ownDate && !isCalendarDay(value)) {
        const params = {
          start: writeDay(DATE_RANGE.min, lang),
          end: writeDay(DATE_RANGE.max, lang),
        }
        // Leave malformed text to the schema's own format message.
        if (/^\d{4}-\d{2}-\d{2}/.test(value)) report(path, catalogue.calendarDate, params)
        return
      }
      const number = traits.integer && !traits.ownInteger ? toNumber(value) : undefined
      if (number !== undefined && !fitsColumn(Math.trunc(number))) {
        report(path, catalogue.integerRange, INT4)
      }
      return
    }
    if (typeof value === 'number') {
      const traits = traitsOf(expanded)
      if (!traits.ownInteger && Number.isFinite(value) && !fitsColumn(Math.trunc(value))) {
        report(path, catalogue.integerRange, INT4)
      }
      return
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(childNodes(expanded, index), item, join(path, index), depth + 1)
      })
      return
    }
    if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        // A key is text too (a record's keys reach the database as well).
        if (hasControlCharacters(key)) report(join(path, key), catalogue.lineBreaks)
        else walk(childNodes(expanded, key), item, join(path, key), depth + 1)
      }
    }
  }

  walk([schema as unknown as SchemaNode], input, '', 0)
  return issues
}

function join(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`
}
