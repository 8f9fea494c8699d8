import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { cleanStatementFilters, statementChips, statementFileName } from './statement-filters.ts'
import { leftToday, WithdrawFormSchema } from './withdraw-form.ts'

describe('the withdrawal form', () => {
  test('an amount typed in reais goes out as centavos', () => {
    expect(v.parse(WithdrawFormSchema, { amount_cents: ' 1.000,50 ' })).toEqual({
      amount_cents: 100_050,
    })
    expect(v.parse(WithdrawFormSchema, { amount_cents: '0,01' })).toEqual({ amount_cents: 1 })
  })

  test('nothing, zero or words are refused in Portuguese', () => {
    const message = (text: string) =>
      v.safeParse(WithdrawFormSchema, { amount_cents: text }, { lang: 'pt-BR' }).issues?.[0]
        ?.message
    expect(message('')).toMatch(/Valor/)
    expect(message('0,00')).toMatch(/entre R\$\s0,01/)
    expect(message('dez reais')).toBe('Valor deve ser um valor em reais, como 1.234,56.')
  })

  test('what is left of the day never goes below zero', () => {
    expect(leftToday(5_000_000, 80_000)).toBe(4_920_000)
    expect(leftToday(100_000, 250_000)).toBe(0)
  })
})

describe('the statement filters', () => {
  test('empty filters are dropped', () => {
    expect(cleanStatementFilters({ kind: undefined, from: '', to: '2026-11-21' })).toEqual({
      to: '2026-11-21',
    })
  })

  test('each filter in force is a chip that removes only itself', () => {
    const filters = { kind: 'withdrawal', direction: 'out', from: '2026-11-01' } as const
    const chips = statementChips(filters)
    expect(chips.map((chip) => `${chip.label}: ${chip.value}`)).toEqual([
      'Tipo: Saque',
      'Movimento: Saídas',
      'De: 01/11/2026',
    ])
    expect(chips[0]!.without(filters)).toEqual({ direction: 'out', from: '2026-11-01' })
  })

  test('the CSV is named after the store and the period', () => {
    expect(statementFileName(101, {}, '2026-11-21')).toBe('extrato-carteira-101-completo.csv')
    expect(statementFileName(101, { from: '2026-11-01' }, '2026-11-21')).toBe(
      'extrato-carteira-101-2026-11-01-a-2026-11-21.csv',
    )
  })
})
