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
