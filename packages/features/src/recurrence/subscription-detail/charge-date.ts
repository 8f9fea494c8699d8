import * as v from 'valibot'
import { cycleStart, recurrenceText, type Subscription } from '@vitrine/api'
import { storeDay } from '../../shared/format.ts'

/*
 * Moving the next charge: a day after today and at most one plan interval after the current
 * next charge (the server's rule, in its words); the charge keeps its time of day.
 */

/** The days the field allows, as YYYY-MM-DD in the store's calendar. */
export function chargeDateBounds(subscription: Subscription, now = new Date()) {
  const next = new Date(subscription.next_charge_at ?? now)
  const latest = cycleStart(next, subscription.plan.interval, subscription.plan.interval_days, 1)
  return {
    min: storeDay(new Date(now.getTime() + 86_400_000)),
    max: storeDay(latest),
  }
}

export function chargeDateSchema(subscription: Subscription) {
  const rule = recurrenceText('pt-BR', 'chargeDateRange')
  return v.object({
    day: v.pipe(
      v.string(),
      v.nonEmpty('Escolha a nova data.'),
      v.check((day) => {
        const { min, max } = chargeDateBounds(subscription)
        return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= min && day <= max
      }, rule),
    ),
  })
}

/** The day at the time of day the subscription is charged (its current next charge's). */
export function chargeInstantOf(subscription: Subscription, day: string): string {
  const time = (subscription.next_charge_at ?? '2000-01-01T12:00:00.000Z').slice(10)
  return `${day}${time}`
}
