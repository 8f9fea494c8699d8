import { describe, expect, it } from 'vitest'
import { runRuleCases } from './rule-cases.ts'
import {
  calendarDate,
  fitsColumn,
  hasControlCharacters,
  integer,
  isCalendarDay,
  plainText,
} from './safe-input.ts'

runRuleCases([
  {
    name: 'plainText',
    action: plainText(),
    pass: ['', 'Maria Silva', 'São Paulo — Açaí ✓', null, undefined],
    fail: [
      [
        'a\u0000b',
        {
          en: 'This field must fit on one line (no line breaks, tabs or control characters).',
          'pt-BR':
            'Este campo deve caber em uma linha (sem quebras de linha, tabulações ou caracteres de controle).',
        },
      ],
      ['two\nlines', { en: /one line/, 'pt-BR': /uma linha/ }],
      ['tab\there', { en: /one line/, 'pt-BR': /uma linha/ }],
      ['del\u007f', { en: /one line/, 'pt-BR': /uma linha/ }],
      ['c1\u0085', { en: /one line/, 'pt-BR': /uma linha/ }],
    ],
  },
  {
    name: 'plainText multiline',
    action: plainText({ multiline: true, label: { en: 'Notes', 'pt-BR': 'Observações' } }),
    pass: ['one\ntwo', 'one\r\ntwo', 'a\tb', ''],
    fail: [
      [
        'a\u0000b',
        {
          en: 'Notes cannot contain control characters.',
          'pt-BR': 'Observações não pode conter caracteres de controle.',
        },
      ],
      ['bell\u0007', { en: /control characters/, 'pt-BR': /caracteres de controle/ }],
    ],
  },
  {
    name: 'integer (int4)',
    action: integer(),
    pass: [0, 1, -1, 2147483647, -2147483648, '42', null, undefined, ''],
    fail: [
      [
        2147483648,
        {
          en: 'This field must be a whole number between -2,147,483,648 and 2,147,483,647.',
          'pt-BR': 'Este campo deve ser um número inteiro entre -2.147.483.648 e 2.147.483.647.',
        },
      ],
      [1e20, { en: /whole number/, 'pt-BR': /número inteiro/ }],
      ['2147483648', { en: /whole number/, 'pt-BR': /número inteiro/ }],
      ['1e20', { en: /whole number/, 'pt-BR': /número inteiro/ }],
      [1.5, { en: /whole number/, 'pt-BR': /número inteiro/ }],
      ['abc', { en: /whole number/, 'pt-BR': /número inteiro/ }],
    ],
  },
  {
    name: 'integer (bigint)',
    action: integer({ column: 'bigint' }),
    pass: [2147483648, '9007199254740991'],
    fail: [[1e20, { en: /whole number/, 'pt-BR': /número inteiro/ }]],
  },
  {
    name: 'calendarDate',
    action: calendarDate(),
    pass: ['2024-02-29', '1900-01-01', '2100-12-31', '', null],
    fail: [
      [
        '2099-02-31',
        {
          en: 'This field must be a real date between 1900-01-01 and 2100-12-31.',
          'pt-BR': 'Este campo deve ser uma data existente entre 01/01/1900 e 31/12/2100.',
        },
      ],
      ['9999-12-31', { en: /real date/, 'pt-BR': /data existente/ }],
      ['2023-02-29', { en: /real date/, 'pt-BR': /data existente/ }],
      ['2024-13-01', { en: /real date/, 'pt-BR': /data existente/ }],
      ['1899-12-31', { en: /real date/, 'pt-BR': /data existente/ }],
      ['2024-01-01T00:00', { en: /real date/, 'pt-BR': /data existente/ }],
    ],
  },
  {
    name: 'calendarDate with a narrower range',
    action: calendarDate({ min: '2000-01-01', max: '2000-12-31' }),
    pass: ['2000-06-15'],
    fail: [
      ['2001-01-01', { en: /2000-01-01 and 2000-12-31/, 'pt-BR': /01\/01\/2000 e 31\/12\/2000/ }],
    ],
  },
])

describe('the predicates', () => {
  it('tells control characters, lines allowed or not', () => {
    expect(hasControlCharacters('ok')).toBe(false)
    expect(hasControlCharacters('a\r\nb')).toBe(true)
    expect(hasControlCharacters('a\r\nb\tc', true)).toBe(false)
    expect(hasControlCharacters('\u0000', true)).toBe(true)
  })

  it('fits int4 by default and bigint when asked', () => {
    expect(fitsColumn(2147483647)).toBe(true)
    expect(fitsColumn(2147483648)).toBe(false)
    expect(fitsColumn(2147483648, 'bigint')).toBe(true)
    expect(fitsColumn(Number.NaN)).toBe(false)
  })

  it('reads the day of a date-time', () => {
    expect(isCalendarDay('2024-02-29T10:00:00Z')).toBe(true)
    expect(isCalendarDay('2099-02-31T10:00:00Z')).toBe(false)
  })
})
