import { storeDay } from '../../shared/format.ts'

/** The reports' default period: the last 30 days up to today, in São Paulo. */
export function defaultPeriod(today: Date): { from: string; to: string } {
  const from = new Date(today.getTime() - 29 * 86_400_000)
  return { from: storeDay(from), to: storeDay(today) }
}
