import { formatMoney } from '@vitrine/api'

const integer = new Intl.NumberFormat('pt-BR')
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 })
const dayMonth = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
})
const monthYear = new Intl.DateTimeFormat('pt-BR', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

export const money = (cents: number) => formatMoney(cents)
export const count = (value: number) => integer.format(value)
export const rate = (value: number) => percent.format(value)

/** "02/11", or "nov. de 2026" for a month's bucket. */
export function bucketLabel(start: string, granularity: 'day' | 'week' | 'month'): string {
  const date = new Date(`${start}T00:00:00Z`)
  return granularity === 'month' ? monthYear.format(date) : dayMonth.format(date)
}

/** "+12,5%" / "−3%" against the previous period; null when there was nothing to compare. */
export function change(current: number, previous: number): string | null {
  if (previous === 0) return null
  const delta = (current - previous) / previous
  const text = percent.format(Math.abs(delta))
  return delta >= 0 ? `+${text}` : `−${text}`
}
