import { afterEach, describe, expect, it, vi } from 'vitest'
import { dateAfter, dateBefore, dateBetween, dateFormat, parseDateFormat } from './dates.ts'
import { check, runRuleCases, type Expected } from './rule-cases.ts'

const fails = (expected: Expected, ...inputs: unknown[]) =>
  inputs.map((input) => [input, expected] as const)
const brazilianDate = {
  en: 'This field is not a valid date, please use the format DD/MM/YYYY.',
  'pt-BR': 'Este campo não é uma data válida; use o formato DD/MM/AAAA.',
}
const notADate = {
  en: 'This field is not a valid date.',
  'pt-BR': 'Este campo não é uma data válida.',
}
// Local dates, so the test holds in any time zone.
const jan31 = new Date(2024, 0, 31)

runRuleCases([
  {
    name: 'dateFormat checks the calendar, not just the digits',
    action: dateFormat('DD/MM/YYYY'),
    pass: ['31/01/2024', '29/02/2024', '01/12/1999', ''],
    fail: fails(
      brazilianDate,
      '31/02/2024',
      '29/02/2023',
      '31/04/2024',
      '32/01/2024',
      '00/01/2024',
      '15/13/2024',
      '2024-01-31',
      '1/1/2024',
      '31/01/2024 ',
    ),
  },
  {
    name: 'dateFormat with time tokens',
    action: dateFormat('YYYY-MM-DD HH:mm:ss', { label: { en: 'Start', 'pt-BR': 'Início' } }),
    pass: ['2024-01-31 23:59:59', '2024-02-29 00:00:00'],
    fail: fails(
      {
        en: 'Start is not a valid date, please use the format YYYY-MM-DD HH:mm:ss.',
        'pt-BR': 'Início não é uma data válida; use o formato AAAA-MM-DD HH:mm:ss.',
      },
      '2024-01-31 24:00:00',
      '2024-01-31 12:60:00',
      '2024-01-31',
    ),
  },
  {
    name: 'dateAfter is strict',
    action: dateAfter(jan31),
    pass: [new Date(2024, 1, 1), '2024-02-01T00:00:00', new Date(2024, 1, 1).getTime()],
    fail: [
      ...fails(
        {
          en: 'This field must be after 01/31/2024.',
          'pt-BR': 'Este campo deve ser posterior a 31/01/2024.',
        },
        jan31,
        new Date(2024, 0, 1),
        '2024-01-30T23:59:59',
      ),
      ...fails(notADate, 'ontem', new Date(Number.NaN)),
    ],
  },
  {
    name: 'dateAfter reads text in a given format',
    action: dateAfter(jan31, { format: 'DD/MM/YYYY' }),
    pass: ['01/02/2024'],
    fail: [
      ...fails(
        {
          en: 'This field must be after 31/01/2024.',
          'pt-BR': 'Este campo deve ser posterior a 31/01/2024.',
        },
        '30/01/2024',
      ),
      ...fails(brazilianDate, '31/02/2024', '2024-02-01'),
    ],
  },
  {
    name: 'dateBefore is strict and shows the time when the bound has one',
    action: dateBefore(new Date(2024, 0, 31, 14, 30)),
    pass: [new Date(2024, 0, 31, 14, 29)],
    fail: fails(
      {
        en: /^This field must be before 01\/31\/2024, 02:30\sPM\.$/,
        'pt-BR': 'Este campo deve ser anterior a 31/01/2024, 14:30.',
      },
      new Date(2024, 0, 31, 14, 30),
      new Date(2025, 0, 1),
    ),
  },
  {
    name: 'dateBetween is inclusive on both ends',
    action: dateBetween(new Date(2024, 0, 1), new Date(2024, 11, 31)),
    pass: [new Date(2024, 0, 1), new Date(2024, 11, 31), '2024-06-15T12:00:00'],
    fail: [
      ...fails(
        {
          en: 'This field must be between 01/01/2024 and 12/31/2024.',
          'pt-BR': 'Este campo deve estar entre 01/01/2024 e 31/12/2024.',
        },
        new Date(2023, 11, 31, 23, 59),
        new Date(2024, 11, 31, 0, 0, 1),
      ),
      ...fails(notADate, 'amanhã'),
    ],
  },
])

describe("date rules against 'now'", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('read the clock when checking, not when the schema is built', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date(2024, 0, 31, 12))
    const future = dateAfter()
    const past = dateBefore('now')
    const value = new Date(2024, 5, 1)
    expect(check(future, value).success).toBe(true)
    expect(check(past, value).success).toBe(false)
    vi.setSystemTime(new Date(2024, 11, 1))
    expect(check(future, value).success).toBe(false)
    expect(check(past, value).success).toBe(true)
  })

  it('say "future" and "past" instead of printing the current date', () => {
    expect(check(dateAfter(), new Date(2000, 0, 1), 'pt-BR').issues?.[0].message).toBe(
      'Este campo deve ser uma data futura.',
    )
    expect(check(dateAfter(), new Date(2000, 0, 1), 'en').issues?.[0].message).toBe(
      'This field must be in the future.',
    )
    expect(check(dateBefore(), new Date(2999, 0, 1), 'pt-BR').issues?.[0].message).toBe(
      'Este campo deve ser uma data passada.',
    )
    expect(check(dateBefore(), new Date(2999, 0, 1), 'en').issues?.[0].message).toBe(
      'This field must be in the past.',
    )
  })
})

describe('parseDateFormat', () => {
  it('gives the local date it read', () => {
    expect(parseDateFormat('29/02/2024 08:05', 'DD/MM/YYYY HH:mm')).toEqual(
      new Date(2024, 1, 29, 8, 5),
    )
  })

  it('keeps years below 100 as written', () => {
    expect(parseDateFormat('0099-01-01', 'YYYY-MM-DD')?.getFullYear()).toBe(99)
  })

  it('treats regular-expression characters in the format as plain text', () => {
    expect(parseDateFormat('2024.01.31', 'YYYY.MM.DD')).toEqual(jan31)
    expect(parseDateFormat('2024x01x31', 'YYYY.MM.DD')).toBeUndefined()
  })
})
