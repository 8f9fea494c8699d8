import { and, isNotNull, isNull, lt, or } from 'drizzle-orm'
import * as v from 'valibot'
import { expireOverduePayments } from '../checkout/expire.ts'
import { addMs, DAY, HOUR, MINUTE } from '../clock.ts'
import type { Database } from '../db/client.ts'
import {
  emailVerifications,
  idempotentRequests,
  invitations,
  loginThrottle,
  payerSessions,
  payerSignInCodes,
  recoveryTokens,
  sessions,
} from '../db/schema.ts'
import { IDEMPOTENCY_TTL_HOURS } from '../idempotency/idempotent.ts'
import { splitHousekeeping } from '../split/postings/job.ts'
import { defineJob, exponentialBackoff } from './define.ts'

/**
 * Ended sessions (the panel's and payers'), recovery, confirmation and payers' sign-in links are
 * kept a week, for anyone looking into a sign-in.
 */
export const ENDED_TOKEN_RETENTION_MS = 7 * DAY

/**
 * A throttle row is stale once its window and its lock are both over: the next attempt would
 * start counting again from one anyway. Every rule's window and lock are 15 minutes; an hour
 * leaves room for rules added later with longer ones.
 */
export const STALE_THROTTLE_MS = HOUR

export interface HousekeepingResult {
  sessions: number
  recoveryTokens: number
  emailVerifications: number
  idempotentRequests: number
  throttleRows: number
  invitationSecrets: number
  payerSessions: number
  payerSignInCodes: number
}

/**
 * Deletes what no request can use any more and clears invitation token hashes once the link
 * cannot work (expired, accepted or cancelled; the invitation itself stays, for the log).
 */
export async function runHousekeeping(db: Database, now: Date): Promise<HousekeepingResult> {
  const cutoff = addMs(now, -ENDED_TOKEN_RETENTION_MS)
  const deletedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)))
    .returning({ id: sessions.id })
  const deletedRecovery = await db
    .delete(recoveryTokens)
    .where(or(lt(recoveryTokens.expiresAt, cutoff), lt(recoveryTokens.usedAt, cutoff)))
    .returning({ id: recoveryTokens.id })
  const deletedVerifications = await db
    .delete(emailVerifications)
    .where(or(lt(emailVerifications.expiresAt, cutoff), lt(emailVerifications.usedAt, cutoff)))
    .returning({ id: emailVerifications.id })
  const deletedPayerSessions = await db
    .delete(payerSessions)
    .where(or(lt(payerSessions.expiresAt, cutoff), lt(payerSessions.revokedAt, cutoff)))
    .returning({ id: payerSessions.id })
  const deletedPayerCodes = await db
    .delete(payerSignInCodes)
    .where(or(lt(payerSignInCodes.expiresAt, cutoff), lt(payerSignInCodes.usedAt, cutoff)))
    .returning({ id: payerSignInCodes.id })
  const deletedIdempotent = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, addMs(now, -IDEMPOTENCY_TTL_HOURS * HOUR)))
    .returning({ key: idempotentRequests.key })
  const deletedThrottle = await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.windowStartedAt, addMs(now, -STALE_THROTTLE_MS)),
        or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now)),
      ),
    )
    .returning({ key: loginThrottle.key })
  const clearedInvitations = await db
    .update(invitations)
    .set({ tokenHash: null })
    .where(
      and(
        isNotNull(invitations.tokenHash),
        or(
          lt(invitations.expiresAt, now),
          isNotNull(invitations.acceptedAt),
          isNotNull(invitations.revokedAt),
        ),
      ),
    )
    .returning({ id: invitations.id })
  return {
    sessions: deletedSessions.length,
    recoveryTokens: deletedRecovery.length,
    emailVerifications: deletedVerifications.length,
    idempotentRequests: deletedIdempotent.length,
    throttleRows: deletedThrottle.length,
    invitationSecrets: clearedInvitations.length,
    payerSessions: deletedPayerSessions.length,
    payerSignInCodes: deletedPayerCodes.length,
  }
}

/**
 * Every hour (at minute 7, away from the top of the hour other schedules pick), São Paulo time.
 * pg-boss's schedule is shared by every server process on one database: one of them runs it.
 */
export const HOUSEKEEPING_CRON = '7 * * * *'

export const housekeepingJob = defineJob({
  name: 'housekeeping',
  payload: v.object({}),
  // The next hour's run does the same work: a retry or two is enough.
  retry: exponentialBackoff({ attempts: 3, firstMs: MINUTE }),
  async handler(_payload, { deps }) {
    const { db, clock, logger } = deps
    const result = await runHousekeeping(db, clock.now())
    // The safety net of checkout.expire-payment: pending pix and boletos past their time.
    const expiredPayments = await expireOverduePayments(deps)
    // The split's safety net (payments a failed job left) and the sellers' parts now due.
    const split = await splitHousekeeping(db, clock.now())
    logger.info('housekeeping.done', {
      ...result,
      expiredPayments,
      splitPosted: split.swept.posted,
      splitPartsReleased: split.released.parts,
    })
  },
})
