import { describe, expect, it } from 'vitest'
import { lockdownDeadlineText } from './lockdown-deadline.ts'

describe('lockdownDeadlineText', () => {
  it.each([
    [12, 'Prazo restante: 12 períodos de 4 horas (cerca de 2 dias)'],
    [1, 'Prazo restante: 1 período de 4 horas (cerca de 4 horas)'],
    [5, 'Prazo restante: 5 períodos de 4 horas (cerca de 20 horas)'],
    [6, 'Prazo restante: 6 períodos de 4 horas (cerca de 1 dia)'],
    [7, 'Prazo restante: 7 períodos de 4 horas (cerca de 1 dia)'],
    [10, 'Prazo restante: 10 períodos de 4 horas (cerca de 2 dias)'],
    [90, 'Prazo restante: 90 períodos de 4 horas (cerca de 15 dias)'],
    [1500, 'Prazo restante: 1.500 períodos de 4 horas (cerca de 250 dias)'],
  ])('%i periods → %s', (periods, text) => {
    expect(lockdownDeadlineText(periods)).toBe(text)
  })

  it.each([0, -3, 0.5])('says the time is up for %d', (periods) => {
    expect(lockdownDeadlineText(periods)).toBe(
      'O prazo terminou: a loja pode ser bloqueada a qualquer momento.',
    )
  })
})
