import { describe, expect, test } from 'vitest'
import { cyclesText, priceEveryText, trialText } from './interval-words.ts'

/** Intl writes "R$" with a no-break space; compared as people read it. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ')

describe('a plan’s price in words', () => {
  test('per unit of time, or every N days', () => {
    const price = (
      interval: Parameters<typeof priceEveryText>[0]['interval'],
      days = null as number | null,
    ) => plain(priceEveryText({ price_cents: 5_990, interval, interval_days: days }))
    expect(price('monthly')).toBe('R$ 59,90 / mês')
    expect(price('weekly')).toBe('R$ 59,90 / semana')
    expect(price('quarterly')).toBe('R$ 59,90 / trimestre')
    expect(price('semiannual')).toBe('R$ 59,90 / semestre')
    expect(price('yearly')).toBe('R$ 59,90 / ano')
    expect(price('days', 15)).toBe('R$ 59,90 a cada 15 dias')
    expect(price('days', 1)).toBe('R$ 59,90 / dia')
  })

  test('trial and cycles', () => {
    expect(trialText(0)).toBeNull()
    expect(trialText(1)).toBe('1 dia grátis')
    expect(trialText(7)).toBe('7 dias grátis')
    expect(cyclesText(null)).toBe('Sem limite')
    expect(cyclesText(1)).toBe('1 cobrança')
    expect(cyclesText(12)).toBe('12 cobranças')
  })
})
