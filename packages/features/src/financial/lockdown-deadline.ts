/** days_until_lockdown counts periods of this many hours, not days (section 9). */
export const LOCKDOWN_PERIOD_HOURS = 4

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? one : many}`

/**
 * The time left before the store is blocked, in the server's own unit (periods of 4 hours)
 * with a rounded equivalent a person can picture: "Prazo restante: 12 períodos de 4 horas
 * (cerca de 2 dias)".
 */
export function lockdownDeadlineText(periods: number): string {
  const count = Math.max(0, Math.floor(periods))
  if (count === 0) return 'O prazo terminou: a loja pode ser bloqueada a qualquer momento.'
  const hours = count * LOCKDOWN_PERIOD_HOURS
  const roughly =
    hours < 24 ? plural(hours, 'hora', 'horas') : plural(Math.round(hours / 24), 'dia', 'dias')
  return `Prazo restante: ${plural(count, 'período', 'períodos')} de ${LOCKDOWN_PERIOD_HOURS} horas (cerca de ${roughly})`
}
