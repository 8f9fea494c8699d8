import type { ThrottleRule } from '../../auth/throttle.ts'
import { MINUTE } from '../../clock.ts'

/*
 * The sign-up page's charge attempts, on the checkout's throttle table and its `countAttempt`
 * (checkout/limits.ts): the client address is counted with the checkout's own rule (a card
 * tester moving from links to subscriptions gains nothing), and each subscription has a rule
 * of its own. One subscriber pays one cycle: a few tries with another card are plenty, so a
 * flood on one subscription's page from many addresses stops soon.
 */

/** Charge attempts on one subscription's pages, from anywhere. */
export const SIGNUP_CHARGES_PER_SUBSCRIPTION: ThrottleRule = {
  name: 'signup-charge-subscription',
  limit: 10,
  windowMs: 30 * MINUTE,
  lockMs: 30 * MINUTE,
}
