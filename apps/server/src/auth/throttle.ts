import type { Lang } from '@vitrine/api/validation'
import { eq, inArray, like, sql, type SQL } from 'drizzle-orm'
import { addMs, MINUTE } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { apiError, ApiErrorWithHeaders } from '../http/errors.ts'
import { loginThrottle } from './schema.ts'

/**
 * A limit on attempts: reaching `limit` within `windowMs` locks the key for `lockMs`. With
 * `maxLockMs`, each failure past the limit doubles the lock, up to that cap (progressive
 * delays). Keys are '<rule>:<subject>' so one table serves every rule.
 */
export interface ThrottleRule {
  name: string
  limit: number
  windowMs: number
  lockMs: number
  maxLockMs?: number
}

/**
 * Failed sign-ins (and wrong current passwords) against one account from one address: after 5,
 * that address waits 1, 2, 4… minutes (at most 30) between further tries. Keyed on both, so a
 * guesser elsewhere cannot lock the owner out; the counter lasts an hour from its first failure
 * (housekeeping forgets older rows) or until a success.
 */
export const ACCOUNT_FROM_IP_FAILURES: ThrottleRule = {
  name: 'login-account-ip',
  limit: 5,
  windowMs: 60 * MINUTE,
  lockMs: 1 * MINUTE,
  maxLockMs: 30 * MINUTE,
}

/** The subject of ACCOUNT_FROM_IP_FAILURES: the account's e-mail, then the address. */
export function accountFromIp(email: string, ip: string): ThrottleSubject {
  return [ACCOUNT_FROM_IP_FAILURES, `${email}|${ip}`]
}

/** Failed sign-ins from one address, whatever the account: stops spraying many accounts. */
export const IP_FAILURES: ThrottleRule = {
  name: 'login-ip',
  limit: 30,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
}

/** Recovery e-mails to one address: stops flooding someone's inbox. */
export const RECOVERY_PER_EMAIL: ThrottleRule = {
  name: 'recovery-email',
  limit: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
}

/** Confirmation links asked for by one account: stops flooding an inbox from the panel. */
export const VERIFICATION_PER_USER: ThrottleRule = {
  name: 'verification-user',
  limit: 5,
  windowMs: 60 * MINUTE,
  lockMs: 60 * MINUTE,
}

export const RECOVERY_PER_IP: ThrottleRule = {
  name: 'recovery-ip',
  limit: 20,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
}

/**
 * Sign-ups from one address (the limit is REGISTRATIONS_PER_IP): each costs a password hash,
 * so an open door would let anyone burn the server's CPU, and fill the users table.
 */
export function registrationsPerIp(limit: number): ThrottleRule {
  return { name: 'register-ip', limit, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE }
}

export type ThrottleSubject = readonly [rule: ThrottleRule, subject: string]

function keyOf([rule, subject]: ThrottleSubject): string {
  return `${rule.name}:${subject}`
}

/** How long until every given key may try again: 0 when none is locked. */
export async function retryAfterMs(
  db: Database,
  subjects: readonly ThrottleSubject[],
  now: Date,
): Promise<number> {
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, subjects.map(keyOf)))
  let wait = 0
  for (const { lockedUntil } of rows) {
    if (lockedUntil) wait = Math.max(wait, lockedUntil.getTime() - now.getTime())
  }
  return wait
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`

/**
 * Counts one attempt in a single upsert, so concurrent requests (and several server processes
 * on PostgreSQL) cannot lose a count. A window that has run out starts again at 1.
 */
export async function recordAttempt(db: Database, subject: ThrottleSubject, now: Date) {
  const [rule] = subject
  const expired = sql`${loginThrottle.windowStartedAt} <= ${at(addMs(now, -rule.windowMs))}`
  const failures = sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`
  await db
    .insert(loginThrottle)
    .values({
      key: keyOf(subject),
      failures: 1,
      windowStartedAt: now,
      lockedUntil: rule.limit <= 1 ? addMs(now, rule.lockMs) : null,
    })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${expired} then ${at(now)} else ${loginThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${rule.limit} then ${at(now)} + ${lockLength(rule, failures)} else ${loginThrottle.lockedUntil} end`,
      },
    })
}

/** The lock once `failures` reach the limit: fixed, or doubling per failure up to the cap. */
function lockLength(rule: ThrottleRule, failures: SQL) {
  const ms = (value: number) => sql.raw(String(Math.round(value)))
  if (rule.maxLockMs === undefined) return sql`${ms(rule.lockMs)} * interval '1 millisecond'`
  // The exponent is bounded so the power never overflows before the cap applies.
  const doublings = sql`least(${failures} - ${ms(rule.limit)}, 30)`
  return sql`least(${ms(rule.lockMs)} * power(2, ${doublings}), ${ms(rule.maxLockMs)}) * interval '1 millisecond'`
}

/** A successful sign-in forgives the failures of that account from that address. */
export async function clearAttempts(db: Database, subject: ThrottleSubject): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, keyOf(subject)))
}

/** A password reset forgives the account's failures from every address. */
export async function clearAccountAttempts(db: Database, email: string): Promise<void> {
  const prefix = keyOf([ACCOUNT_FROM_IP_FAILURES, `${email}|`]).replace(/[\\%_]/g, '\\$&')
  await db.delete(loginThrottle).where(like(loginThrottle.key, `${prefix}%`))
}

/** 429 with Retry-After while any of the subjects is locked. */
export async function ensureNotThrottled(
  db: Database,
  subjects: readonly ThrottleSubject[],
  now: Date,
  lang: Lang,
): Promise<void> {
  const wait = await retryAfterMs(db, subjects, now)
  if (wait <= 0) return
  const seconds = Math.ceil(wait / 1000)
  throw new ApiErrorWithHeaders(
    apiError(429, lang, 'tooManyAttempts', {
      params: { minutes: Math.ceil(seconds / 60) },
      data: { retryAfter: seconds },
    }),
    { 'Retry-After': String(seconds) },
  )
}
