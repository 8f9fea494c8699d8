import { NO_LEVELS } from '@vitrine/api'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { addMs, DAY, HOUR, MINUTE } from '../clock.ts'
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
import { createStore } from '../testing/access-fixtures.ts'
import { createTestServer, type TestServer } from '../testing/test-server.ts'
import { HOUSEKEEPING_CRON, housekeepingJob, runHousekeeping } from './housekeeping.ts'
import { JOBS_SCHEMA } from './queue.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(() => t.close())

test('deletes what can no longer be used and clears dead invitation links', async () => {
  const account = await t.register()
  const app = await createStore(t, account)
  const now = t.clock.now()
  const ago = (ms: number) => addMs(now, -ms)
  const userId = account.user.id
  const session = (fields: Partial<typeof sessions.$inferInsert>) => ({
    tokenHash: '',
    userId,
    createdAt: ago(30 * DAY),
    expiresAt: addMs(now, DAY),
    ...fields,
  })
  await t.db
    .insert(sessions)
    .values([
      session({ tokenHash: 'expired-8-days', expiresAt: ago(8 * DAY) }),
      session({ tokenHash: 'expired-6-days', expiresAt: ago(6 * DAY) }),
      session({ tokenHash: 'revoked-8-days', revokedAt: ago(8 * DAY) }),
      session({ tokenHash: 'revoked-1-day', revokedAt: ago(DAY) }),
    ])
  await t.db.insert(recoveryTokens).values([
    { tokenHash: 'recovery-old', userId, expiresAt: ago(8 * DAY) },
    { tokenHash: 'recovery-used', userId, expiresAt: addMs(now, HOUR), usedAt: ago(8 * DAY) },
    { tokenHash: 'recovery-recent', userId, expiresAt: ago(HOUR) },
  ])
  const confirmation = { userId, email: account.email, createdAt: ago(9 * DAY) }
  await t.db.insert(emailVerifications).values([
    { ...confirmation, tokenHash: 'confirmation-old', expiresAt: ago(8 * DAY) },
    { ...confirmation, tokenHash: 'confirmation-recent', expiresAt: ago(HOUR) },
  ])
  await t.db.insert(idempotentRequests).values([
    { appId: app.id, key: 'a-day-old', requestHash: '', createdAt: ago(25 * HOUR) },
    { appId: app.id, key: 'recent', requestHash: '', createdAt: ago(HOUR) },
  ])
  await t.db.insert(loginThrottle).values([
    { key: 'stale', failures: 3, windowStartedAt: ago(2 * HOUR) },
    { key: 'lock-over', failures: 5, windowStartedAt: ago(2 * HOUR), lockedUntil: ago(HOUR) },
    {
      key: 'still-locked',
      failures: 5,
      windowStartedAt: ago(2 * HOUR),
      lockedUntil: addMs(now, MINUTE),
    },
    { key: 'counting', failures: 2, windowStartedAt: ago(5 * MINUTE) },
  ])
  const invitation = (email: string, fields: Partial<typeof invitations.$inferInsert>) => ({
    appId: app.id,
    email,
    tokenHash: `invitation-${email}`,
    permissions: NO_LEVELS,
    roles: [],
    createdAt: ago(20 * DAY),
    expiresAt: addMs(now, DAY),
    ...fields,
  })
  await t.db
    .insert(invitations)
    .values([
      invitation('expired@example.com', { expiresAt: ago(MINUTE) }),
      invitation('revoked@example.com', { revokedAt: ago(MINUTE) }),
      invitation('pending@example.com', {}),
    ])

  const payer = { appId: app.id, email: 'pagador@example.com', createdAt: ago(40 * DAY) }
  await t.db.insert(payerSessions).values([
    { ...payer, tokenHash: 'payer-expired-8-days', expiresAt: ago(8 * DAY) },
    { ...payer, tokenHash: 'payer-signed-out-8-days', expiresAt: now, revokedAt: ago(8 * DAY) },
    { ...payer, tokenHash: 'payer-live', expiresAt: addMs(now, DAY) },
  ])
  await t.db.insert(payerSignInCodes).values([
    { ...payer, codeHash: 'code-expired-8-days', expiresAt: ago(8 * DAY) },
    { ...payer, codeHash: 'code-used-8-days', expiresAt: now, usedAt: ago(8 * DAY) },
    { ...payer, codeHash: 'code-recent', expiresAt: ago(HOUR) },
  ])

  expect(await runHousekeeping(t.db, now)).toEqual({
    payerSessions: 2,
    payerSignInCodes: 2,
    sessions: 2,
    recoveryTokens: 2,
    emailVerifications: 1,
    idempotentRequests: 1,
    throttleRows: 2,
    invitationSecrets: 2,
  })

  const hashes = async (table: typeof sessions | typeof recoveryTokens) =>
    (await t.db.select({ hash: table.tokenHash }).from(table)).map((row) => row.hash).sort()
  // The account's own live session (a SHA-256) stays, with the ones ended under a week ago.
  expect((await hashes(sessions)).filter((hash) => !/^[0-9a-f]{64}$/.test(hash))).toEqual([
    'expired-6-days',
    'revoked-1-day',
  ])
  expect(await hashes(recoveryTokens)).toEqual(['recovery-recent'])
  const keys = (await t.db.select({ key: loginThrottle.key }).from(loginThrottle)).map(
    (row) => row.key,
  )
  // The owner's sign-up above counted against its address: a fresh row, kept too.
  expect(keys.filter((key) => !key.startsWith('register-ip:')).sort()).toEqual([
    'counting',
    'still-locked',
  ])
  const links = await t.db
    .select({ email: invitations.email, hash: invitations.tokenHash })
    .from(invitations)
  expect(links.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
    { email: 'expired@example.com', hash: null },
    { email: 'pending@example.com', hash: 'invitation-pending@example.com' },
    { email: 'revoked@example.com', hash: null },
  ])

  expect(
    (await t.db.select({ hash: payerSessions.tokenHash }).from(payerSessions)).map((r) => r.hash),
  ).toEqual(['payer-live'])
  expect(
    (await t.db.select({ hash: payerSignInCodes.codeHash }).from(payerSignInCodes)).map(
      (r) => r.hash,
    ),
  ).toEqual(['code-recent'])

  // Nothing left to do: a second run changes nothing.
  expect(await runHousekeeping(t.db, now)).toEqual({
    payerSessions: 0,
    payerSignInCodes: 0,
    sessions: 0,
    recoveryTokens: 0,
    emailVerifications: 0,
    idempotentRequests: 0,
    throttleRows: 0,
    invitationSecrets: 0,
  })
})

test('is scheduled hourly and runs as a job, logging what it did', async () => {
  const runner = await t.startJobs()
  const schedules = await t.database.handle.executeSql(
    `select name, cron, timezone from ${JOBS_SCHEMA}.schedule`,
  )
  // Other domains schedule their own jobs beside it (payments.recover).
  expect(schedules.rows).toContainEqual({
    name: housekeepingJob.name,
    cron: HOUSEKEEPING_CRON,
    timezone: 'America/Sao_Paulo',
  })
  await t.deps.jobs.enqueue(housekeepingJob, {})
  await vi.waitFor(() =>
    expect(t.logs.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['job.started', 'housekeeping.done', 'job.finished']),
    ),
  )
  expect(t.logs.find((line) => line.msg === 'housekeeping.done')).toMatchObject({
    sessions: 0,
    recoveryTokens: 0,
  })
  await runner.stop()
})
