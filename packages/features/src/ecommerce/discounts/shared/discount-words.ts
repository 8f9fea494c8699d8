import { formatMoney } from '@vitrine/api'

/** "10 %" from basis points (1000), with a comma for fractions. */
export const percentText = (basisPoints: number) =>
  `${(basisPoints / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })} %`

/** "10,5" typed by a person → basis points (1050); undefined when not a percentage. */
export function parsePercent(text: string): number | undefined {
  const match = /^\s*(\d{1,3})(?:,(\d{1,2}))?\s*%?\s*$/.exec(text)
  if (!match) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

export const centsText = (cents: number) => formatMoney(cents)

/** "31/12/2026" for an ISO instant, in São Paulo. */
export const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })

const SAO_PAULO = 'America/Sao_Paulo'

/** The São Paulo day of an instant as a date input's value ("2026-12-31"). */
export const dayOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('sv-SE', { timeZone: SAO_PAULO }) : ''

/*
 * A date input's day as the instant it starts or ends in São Paulo (UTC−3, no daylight saving
 * since 2019), so "até 31/12" covers the whole last day.
 */
export const dayStart = (day: string) => (day ? `${day}T00:00:00-03:00` : null)
export const dayEnd = (day: string) => (day ? `${day}T23:59:59-03:00` : null)

/** Where a schedule stands now: before its start, past its end, or running. */
export type ScheduleStatus = 'scheduled' | 'running' | 'ended' | 'inactive'
export function scheduleStatus(
  rule: { active: boolean; starts_at: string | null; ends_at: string | null },
  now: Date,
): ScheduleStatus {
  if (!rule.active) return 'inactive'
  if (rule.ends_at && Date.parse(rule.ends_at) <= now.getTime()) return 'ended'
  if (rule.starts_at && Date.parse(rule.starts_at) > now.getTime()) return 'scheduled'
  return 'running'
}
export const scheduleStatusWords: Record<ScheduleStatus, string> = {
  scheduled: 'Agendada',
  running: 'Ativa',
  ended: 'Encerrada',
  inactive: 'Inativa',
}

/** "de 01/12/2026 até 31/12/2026", "até …", "desde …" or "Sempre". */
export function scheduleText(rule: { starts_at: string | null; ends_at: string | null }) {
  if (rule.starts_at && rule.ends_at)
    return `de ${dateText(rule.starts_at)} até ${dateText(rule.ends_at)}`
  if (rule.ends_at) return `até ${dateText(rule.ends_at)}`
  if (rule.starts_at) return `desde ${dateText(rule.starts_at)}`
  return 'Sempre'
}
