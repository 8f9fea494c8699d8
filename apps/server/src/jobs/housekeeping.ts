import { and, isNotNull, isNull, lt, or } from 'drizzle-orm'
import { addMs, DAY, HOUR, type Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { invitations, loginThrottle, recoveryTokens, sessions } from '../db/schema.ts'
import { errorFields, type Logger } from '../logger.ts'

/** How often the job runs. */
export const HOUSEKEEPING_INTERVAL_MS = HOUR

/** Ended sessions and recovery links are kept a week, for anyone looking into a sign-in. */
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
  throttleRows: number
  invitationSecrets: number
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
    throttleRows: deletedThrottle.length,
    invitationSecrets: clearedInvitations.length,
  }
}

export interface Housekeeping {
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>
}

/**
 * Runs the job every hour on an unref'd timer (it never keeps the process alive). A run that
 * is still going when the next is due makes that one skip rather than pile up.
 */
export function startHousekeeping({
  db,
  clock,
  logger,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
}: {
  db: Database
  clock: Clock
  logger: Logger
  intervalMs?: number
}): Housekeeping {
  let running: Promise<void> | undefined
  const run = () => {
    if (running) return
    running = runHousekeeping(db, clock.now())
      .then((result) => logger.info('housekeeping.done', { ...result }))
      .catch((error: unknown) => logger.error('housekeeping.failed', errorFields(error)))
      .finally(() => {
        running = undefined
      })
  }
  const timer = setInterval(run, intervalMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
