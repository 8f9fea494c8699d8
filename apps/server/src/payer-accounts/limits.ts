import type { ThrottleRule } from '../auth/throttle.ts'
import { MINUTE } from '../clock.ts'

/*
 * Rate limits of the payer's account page, on the sign-in throttle's table (auth/throttle.ts).
 * Every request counts, whether or not the address paid at the store, so the limits tell
 * nothing about it either.
 */

/** Sign-in links asked for from one client address, whatever the store or e-mail. */
export const SIGN_IN_PER_IP: ThrottleRule = {
  name: 'payer-sign-in-ip',
  limit: 20,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
}

/** Sign-in links asked for one address at one store: stops flooding someone's inbox. */
export const SIGN_IN_PER_EMAIL: ThrottleRule = {
  name: 'payer-sign-in-email',
  limit: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
}

/** Codes tried from one client address (a code has 256 bits; this only stops the noise). */
export const SESSIONS_PER_IP: ThrottleRule = {
  name: 'payer-session-ip',
  limit: 20,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
}
