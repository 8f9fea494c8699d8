import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { unsafeInput } from './input-guard.ts'
import { calendarDate, integer, plainText } from './safe-input.ts'

const ONE_LINE = 'This field must fit on one line (no line breaks, tabs or control characters).'
const INT4 = 'This field must be a whole number between -2,147,483,648 and 2,147,483,647.'
const DAY = 'This field must be a real date between 1900-01-01 and 2100-12-31.'

/** A schema written with valibot's bare actions only, as one written tomorrow might be. */
const Plain = v.object({
  name: v.string(),
  notes: v.optional(v.pipe(v.string(), plainText({ multiline: true }))),
  user_id: v.optional(v.pipe(v.string(), v.transform(Number), v.number(), v.integer())),
  count: v.optional(v.pipe(v.number(), v.integer())),
  big: v.optional(v.pipe(v.number(), integer({ column: 'bigint' }))),
  day: v.optional(v.nullable(v.pipe(v.string(), v.isoDate()))),
  tags: v.optional(v.array(v.string())),
  address: v.optional(v.object({ street: v.string() })),
  choice: v.optional(v.union([v.pipe(v.string(), v.isoDate()), v.number()])),
})

describe('unsafeInput', () => {
  it('lets ordinary values through', () => {
    expect(
      unsafeInput(
        Plain,
        {
          name: 'Maria',
          notes: 'one\r\ntwo\tthree',
          user_id: '2147483647',
          count: -5,
          big: 9_000_000_000,
          day: '2024-02-29',
          tags: ['vip'],
          address: { street: 'Rua A' },
          choice: 7,
        },
        'en',
      ),
    ).toEqual({})
  })

  it('refuses control characters in any string, nested or unknown to the schema', () => {
    expect(
      unsafeInput(
        Plain,
        {
          name: 'a\u0000',
          tags: ['ok', 'x\u0000'],
          address: { street: 'two\nlines' },
          extra: 'y\u0000',
          'key\u0000': 1,
        },
        'en',
      ),
    ).toEqual({
      name: ONE_LINE,
      'tags.1': ONE_LINE,
      'address.street': ONE_LINE,
      extra: ONE_LINE,
      'key\u0000': ONE_LINE,
    })
  })

  it('leaves a field with its own plainText rule to the rule (one message, its label)', () => {
    expect(unsafeInput(Plain, { notes: 'a\u0000' }, 'en')).toEqual({})
  })

  it('holds every number to int4 unless the schema declares a bigint column', () => {
    expect(unsafeInput(Plain, { count: 2147483648, big: 2147483648 }, 'en')).toEqual({
      count: INT4,
    })
    expect(unsafeInput(Plain, { count: 1e20, undeclared: -1e20 }, 'en')).toEqual({
      count: INT4,
      undeclared: INT4,
    })
  })

  it('holds numeric text to int4 where the schema reads it as an integer', () => {
    expect(unsafeInput(Plain, { user_id: '2147483648' }, 'pt-BR')).toEqual({
      user_id: 'Este campo deve ser um número inteiro entre -2.147.483.648 e 2.147.483.647.',
    })
    expect(unsafeInput(Plain, { user_id: '1e20' }, 'en')).toEqual({ user_id: INT4 })
    // Text that is not an integer field is just text.
    expect(unsafeInput(Plain, { name: '2147483648' }, 'en')).toEqual({})
  })

  it('requires real calendar days within the range where the schema has isoDate', () => {
    expect(unsafeInput(Plain, { day: '2099-02-31' }, 'en')).toEqual({ day: DAY })
    expect(unsafeInput(Plain, { day: '9999-12-31' }, 'en')).toEqual({ day: DAY })
    expect(unsafeInput(Plain, { choice: '2099-02-31' }, 'en')).toEqual({ choice: DAY })
    // Malformed text is left to the schema's own format message.
    expect(unsafeInput(Plain, { day: 'soon' }, 'en')).toEqual({})
  })

  it('leaves a field with its own calendarDate rule to the rule', () => {
    const Own = v.object({ day: v.pipe(v.string(), v.isoDate(), calendarDate()) })
    expect(unsafeInput(Own, { day: '2099-02-31' }, 'en')).toEqual({})
  })

  it('walks through pipes on objects, records and query strings', () => {
    const Query = v.pipe(
      v.object({ limit: v.optional(v.pipe(v.string(), v.transform(Number), v.integer())) }),
      v.check(() => true),
    )
    expect(unsafeInput(Query, { limit: '1e20', q: '\u0000' }, 'en')).toEqual({
      limit: INT4,
      q: ONE_LINE,
    })
    expect(unsafeInput(v.record(v.string(), v.number()), { a: 1e20 }, 'en')).toEqual({ a: INT4 })
  })
})

describe('parseBody', () => {
  it('answers the guard issues as field errors with the schema issues', async () => {
    const { parseBody } = await import('../http/field-errors.ts')
    expect(() => parseBody(Plain, { name: 'a\u0000', count: 'x' }, 'en')).toThrow(
      expect.objectContaining({
        statusCode: 400,
        data: { fields: { name: ONE_LINE, count: 'This field is not valid.' } },
      }),
    )
  })
})
