import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sessions, users } from '../db/schema.ts'
import {
  createTestServer,
  openTestDatabase,
  type TestDatabase,
  type TestServer,
} from '../testing/test-server.ts'
import { clientAddress } from './client-ip.ts'

describe('clientAddress', () => {
  test('without a trusted proxy: the peer, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', false)).toBe('203.0.113.9')
    expect(clientAddress(undefined, '198.51.100.1', false)).toBe('unknown')
  })

  test('behind a trusted proxy: the right-most X-Forwarded-For entry (the one it appended)', () => {
    // The client forged the first entry; the proxy appended the address it saw.
    expect(clientAddress('10.0.0.2', '1.2.3.4, 198.51.100.7', true)).toBe('198.51.100.7')
    expect(clientAddress('10.0.0.2', ' 198.51.100.7 ', true)).toBe('198.51.100.7')
    expect(clientAddress('10.0.0.2', undefined, true)).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.2', ' , ', true)).toBe('10.0.0.2')
  })
})

let database: TestDatabase
let direct: TestServer
let proxied: TestServer
beforeAll(async () => {
  database = await openTestDatabase()
  direct = await createTestServer({ database })
  proxied = await createTestServer({ database, env: { TRUST_PROXY: 'on' } })
})
afterAll(async () => {
  await Promise.all([direct.close(), proxied.close()])
  await database.close()
})

async function lastSessionIp(t: TestServer, email: string) {
  const [row] = await t.db
    .select({ ip: sessions.ip })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email))
    .orderBy(desc(sessions.id))
    .limit(1)
  return row?.ip
}

describe('the address limits and sessions see', () => {
  const forwarded = { 'X-Forwarded-For': '1.2.3.4, 198.51.100.7' }

  test('TRUST_PROXY off: the socket address, X-Forwarded-For ignored', async () => {
    const account = await direct.register({}, { ip: '203.0.113.5', headers: forwarded })
    expect(await lastSessionIp(direct, account.email)).toBe('203.0.113.5')
  })

  test('TRUST_PROXY on: the last X-Forwarded-For entry', async () => {
    const account = await proxied.register({}, { ip: '10.0.0.2', headers: forwarded })
    expect(await lastSessionIp(proxied, account.email)).toBe('198.51.100.7')
  })

  test('a client behind the proxy cannot dodge an address limit by forging entries', async () => {
    // Recovery requests cost no password hash; 20 per address, each for another e-mail and with
    // another forged first entry, so only the address limit can stop them.
    const ask = (n: number, forwardedFor: string) =>
      proxied.request('POST', '/api/connect/auth/recovery', {
        json: { email: `forged-${n}@example.com` },
        ip: '10.0.0.2',
        headers: { 'X-Forwarded-For': forwardedFor },
      })
    for (let n = 0; n < 20; n++) {
      expect((await ask(n, `192.0.2.${n}, 198.51.100.77`)).status).toBe(200)
    }
    expect((await ask(20, '192.0.2.200, 198.51.100.77')).status).toBe(429)
    // Another client behind the same proxy goes on.
    expect((await ask(21, '198.51.100.78')).status).toBe(200)
  })
})
