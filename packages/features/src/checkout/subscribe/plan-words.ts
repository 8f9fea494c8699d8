import { formatMoney, type RecurrenceInterval, type SignupPage } from '@vitrine/api'

/*
 * How the sign-up page says a plan in words a subscriber reads at a glance: "R$ 59,90 por mês",
 * "7 dias grátis para experimentar", "4 cobranças ao todo".
 */

const EVERY: Record<Exclude<RecurrenceInterval, 'days'>, string> = {
  weekly: 'por semana',
  monthly: 'por mês',
  quarterly: 'a cada 3 meses',
  semiannual: 'a cada 6 meses',
  yearly: 'por ano',
}

/** "R$ 59,90 por mês", "R$ 29,90 a cada 15 dias". */
export function priceEvery(plan: SignupPage['plan']): string {
  const every =
    plan.interval === 'days'
      ? plan.interval_days === 1
        ? 'por dia'
        : `a cada ${plan.interval_days ?? ''} dias`
      : EVERY[plan.interval]
  return `${formatMoney(plan.price_cents)} ${every}`
}

/** The plan's terms, one short sentence each (the trial, how many charges, the setup fee). */
export function planTerms(plan: SignupPage['plan']): string[] {
  const terms: string[] = []
  if (plan.trial_days > 0) {
    terms.push(
      plan.trial_days === 1
        ? '1 dia grátis para experimentar antes da primeira cobrança.'
        : `${plan.trial_days} dias grátis para experimentar antes da primeira cobrança.`,
    )
  }
  if (plan.setup_fee_cents > 0) {
    terms.push(`Taxa de adesão de ${formatMoney(plan.setup_fee_cents)}, só na primeira cobrança.`)
  }
  terms.push(
    plan.cycles === null
      ? 'Renova automaticamente a cada período, até ser cancelada.'
      : plan.cycles === 1
        ? 'Uma única cobrança.'
        : `${plan.cycles} cobranças ao todo; depois a assinatura termina.`,
  )
  return terms
}

const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' })

/** An instant as the day it falls on in São Paulo ("21/11/2026"). */
export const formatDay = (iso: string) => day.format(new Date(iso))
