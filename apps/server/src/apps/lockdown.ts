import { HOUR } from '../clock.ts'

/**
 * The specification says days_until_lockdown is "computed in units of 4 hours": despite its
 * name the number counts 4-hour periods left before the fixed deadline, a partly elapsed period
 * counting whole, and never goes below zero:
 *
 *   days_until_lockdown = max(0, ceil((deadline − now) / 4 h))
 */
export const LOCKDOWN_UNIT_MS = 4 * HOUR

export function daysUntilLockdown(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / LOCKDOWN_UNIT_MS))
}
