import { nextSubscriptionStatus, type SubscriptionDetail } from '@vitrine/api'

/*
 * Which actions a subscription offers: only what the contract's state machine allows from its
 * status (the server refuses the rest with a 409), plus the conditions the server checks
 * around it — a running paid period to cancel at its end, a next charge to move.
 */

export interface SubscriptionMoves {
  pause: boolean
  resume: boolean
  cancelNow: boolean
  cancelAtPeriodEnd: boolean
  keep: boolean
  changePlan: boolean
  changeChargeDate: boolean
}

export function subscriptionMoves(
  { subscription, invoices }: SubscriptionDetail,
  now = new Date(),
): SubscriptionMoves {
  const { status } = subscription
  const live = status !== 'canceled' && status !== 'ended'
  const periodEnd = subscription.current_period_end
  const currentInvoice = invoices.find((invoice) => invoice.cycle === subscription.current_cycle)
  const paidPeriod =
    status === 'active' &&
    periodEnd !== null &&
    new Date(periodEnd) > now &&
    Boolean(currentInvoice?.paid_at)
  return {
    pause: nextSubscriptionStatus(status, 'pause') !== null,
    resume: nextSubscriptionStatus(status, 'resume') !== null,
    cancelNow: nextSubscriptionStatus(status, 'cancel') !== null,
    cancelAtPeriodEnd:
      nextSubscriptionStatus(status, 'cancel') !== null &&
      paidPeriod &&
      !subscription.cancel_at_period_end,
    keep: live && subscription.cancel_at_period_end,
    changePlan: live,
    changeChargeDate: live && subscription.next_charge_at !== null,
  }
}

/** Resuming charges the next cycle's date when it has not passed, otherwise at once. */
export function resumeChargeAt(
  subscription: SubscriptionDetail['subscription'],
  now = new Date(),
): string | null {
  const end = subscription.current_period_end
  return end && new Date(end) > now ? end : null
}
