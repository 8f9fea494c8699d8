import { prorationCents, type Subscription } from '@vitrine/api'

/**
 * What a plan change would add to (or take from) the next invoice, computed as the server
 * computes it (the contract's prorationCents) over the running period, at this moment. A trial
 * has paid nothing: no adjustment.
 */
export function prorationPreview(
  subscription: Subscription,
  toPriceCents: number,
  at = new Date(),
): number {
  const { current_period_start: start, current_period_end: end } = subscription
  if (subscription.status === 'trialing' || !start || !end) return 0
  return prorationCents({
    fromPriceCents: subscription.plan.price_cents,
    toPriceCents,
    periodStart: new Date(start),
    periodEnd: new Date(end),
    at,
  })
}
