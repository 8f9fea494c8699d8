import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { HOUR, MINUTE } from '../clock.ts'
import { createTestServer, type TestServer } from '../testing/test-server.ts'
import { SESSION_TTL_MS } from './sessions.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(() => t.close())

const me = (token: string) => t.request('GET', '/api/connect/auth', { token })

describe('session expiry', () => {
  test('a token works until 3 days after sign-in, then is a 401', async () => {
    expect(SESSION_TTL_MS).toBe(72 * HOUR)
    const account = await t.register()
    t.clock.advance(SESSION_TTL_MS - MINUTE)
    expect((await me(account.token)).status).toBe(200)
    t.clock.advance(MINUTE)
    const expired = await me(account.token)
    expect(expired.status).toBe(401)
    expect(expired.body.statusMessage).toBe('Unauthorized')
  })

  test('use does not extend a session: the limit counts from sign-in', async () => {
    const account = await t.register()
    for (let day = 0; day < 2; day++) {
      t.clock.advance(SESSION_TTL_MS / 3)
      expect((await me(account.token)).status).toBe(200)
    }
    t.clock.advance(SESSION_TTL_MS / 3)
    expect((await me(account.token)).status).toBe(401)
  })
})

describe('revocation', () => {
  test('changing the password revokes every session, including the one that asked', async () => {
    const account = await t.register()
    const second = await t.login(account.email, account.password)
    const change = await t.request('PUT', '/api/connect/auth/password', {
      token: account.token,
      json: {
        current_password: account.password,
        password: 'trocada123',
        password_confirm: 'trocada123',
      },
    })
    expect(change.status).toBe(200)
    expect((await me(account.token)).status).toBe(401)
    expect((await me(second.body.token)).status).toBe(401)
    expect((await me(change.body.token)).status).toBe(200)
  })

  test('a failed password change revokes nothing', async () => {
    const account = await t.register()
    await t.request('PUT', '/api/connect/auth/password', {
      token: account.token,
      json: {
        current_password: 'errada123',
        password: 'trocada123',
        password_confirm: 'trocada123',
      },
    })
    expect((await me(account.token)).status).toBe(200)
  })

  test('resetting the password through a recovery link revokes every session', async () => {
    const account = await t.register()
    const second = await t.login(account.email, account.password)
    await t.request('POST', '/api/connect/auth/recovery', { json: { email: account.email } })
    const token = await t.recoveryToken(account.email)
    const reset = await t.request('PUT', `/api/connect/auth/recovery/${token}`, {
      json: { password: 'resetada123', password_confirm: 'resetada123' },
    })
    expect(reset.status).toBe(204)
    expect((await me(account.token)).status).toBe(401)
    expect((await me(second.body.token)).status).toBe(401)
  })

  test('a revoked token cannot sign out or reach the apps either', async () => {
    const account = await t.register()
    await t.request('DELETE', '/api/connect/auth', { token: account.token })
    for (const [method, path] of [
      ['DELETE', '/api/connect/auth'],
      ['GET', '/api/connect/apps'],
      ['PUT', '/api/connect/auth'],
    ] as const) {
      const response = await t.request(method, path, {
        token: account.token,
        json:
          method === 'PUT' ? { name: 'Ana', email: account.email, profession: 'owner' } : undefined,
      })
      expect(response.status).toBe(401)
    }
  })
})
