import { ApiError, checkoutText } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import {
  recordAttempt,
  retryAfterMs,
  type ThrottleRule,
  type ThrottleSubject,
} from '../auth/throttle.ts'
import { MINUTE } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { ApiErrorWithHeaders, statusText } from '../http/errors.ts'

/*
 * Rate limits of the public checkout, on the sign-in throttle's table and rules (auth/throttle.ts):
 * every charge attempt counts, answered or not, so a card tester is slowed down per address and
 * a flood on one link is capped whatever its addresses. Reaching a limit locks for the rest of
 * its window.
 */

/** Charge attempts from one client address (http/client-ip.ts, TRUST_PROXY-aware). */
export const CHARGES_PER_IP: ThrottleRule = {
  name: 'checkout-charge-ip',
  limit: 10,
  windowMs: 10 * MINUTE,
  lockMs: 10 * MINUTE,
}

/** Charge attempts on one link, from anywhere. */
export const CHARGES_PER_LINK: ThrottleRule = {
  name: 'checkout-charge-link',
  limit: 60,
  windowMs: 1 * MINUTE,
  lockMs: 1 * MINUTE,
}

/** Simulated payments from one client address (sandbox only, but still a write). */
export const SIMULATIONS_PER_IP: ThrottleRule = {
  name: 'checkout-simulate-ip',
  limit: 30,
  windowMs: 10 * MINUTE,
  lockMs: 10 * MINUTE,
}

/** 429 with Retry-After while a subject is locked; otherwise counts this attempt on each. */
export async function countAttempt(
  db: Database,
  subjects: readonly ThrottleSubject[],
  now: Date,
  lang: Lang,
): Promise<void> {
  const wait = await retryAfterMs(db, subjects, now)
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000)
    const message = checkoutText(lang, 'tooManyAttempts', { minutes: Math.ceil(seconds / 60) })
    throw new ApiErrorWithHeaders(
      new ApiError({
        statusCode: 429,
        statusMessage: statusText(429),
        message,
        data: { retryAfter: seconds },
      }),
      { 'Retry-After': String(seconds) },
    )
  }
  for (const subject of subjects) await recordAttempt(db, subject, now)
}
