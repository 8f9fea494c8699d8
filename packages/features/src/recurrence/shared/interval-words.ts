import { formatMoney, type RecurrenceInterval } from '@vitrine/api'

/*
 * How often a plan charges, in the words of a price tag: "R$ 59,90 / mês", "R$ 29,90 a cada
 * 15 dias". Used by the plans list, the plan form's summary and anyone showing a plan's price.
 */

/** The unit after the slash: "mês" in "R$ 59,90 / mês". */
const PER: Record<Exclude<RecurrenceInterval, 'days'>, string> = {
  weekly: 'semana',
  monthly: 'mês',
  quarterly: 'trimestre',
  semiannual: 'semestre',
  yearly: 'ano',
}

interface Every {
  interval: RecurrenceInterval
  interval_days: number | null
}

/** "/ mês", "a cada 15 dias", "/ dia" (every 1 day). */
export function perText({ interval, interval_days }: Every): string {
  if (interval !== 'days') return `/ ${PER[interval]}`
  const days = interval_days ?? 1
  return days === 1 ? '/ dia' : `a cada ${days} dias`
}

/** "R$ 59,90 / mês", "R$ 29,90 a cada 15 dias". */
export function priceEveryText(plan: Every & { price_cents: number }): string {
  return `${formatMoney(plan.price_cents)} ${perText(plan)}`
}

/** "7 dias grátis", or null with no trial. */
export function trialText(days: number): string | null {
  if (days === 0) return null
  return days === 1 ? '1 dia grátis' : `${days} dias grátis`
}

/** "12 cobranças", "Sem limite". */
export function cyclesText(cycles: number | null): string {
  if (cycles === null) return 'Sem limite'
  return cycles === 1 ? '1 cobrança' : `${cycles} cobranças`
}
