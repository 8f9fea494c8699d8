import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MINUTE } from '../clock.ts'
import { createTestServer, uniqueEmail, type TestServer } from '../testing/test-server.ts'
import { ACCOUNT_FROM_IP_FAILURES, IP_FAILURES } from './throttle.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(() => t.close())

let ipCounter = 0
/** Each test signs in from its own address so address limits do not leak between tests. */
const freshIp = () => `198.51.100.${++ipCounter}`

describe('per account and address', () => {
  test('after 5 failures that address waits 1, 2, 4… minutes (at most 30); the owner elsewhere signs in', async () => {
    expect(ACCOUNT_FROM_IP_FAILURES).toMatchObject({
      limit: 5,
      lockMs: MINUTE,
      maxLockMs: 30 * MINUTE,
    })
    const account = await t.register()
    const guesser = freshIp()
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await t.login(account.email, 'errada123', { ip: guesser })).status).toBe(401)
    }
    const locked = await t.login(account.email, account.password, { ip: guesser, lang: 'pt-BR' })
    expect(locked.status).toBe(429)
    expect(locked.headers.get('Retry-After')).toBe('60')
    expect(locked.body).toEqual({
      statusCode: 429,
      statusMessage: 'Too Many Requests',
      message: 'Muitas tentativas. Tente novamente em 1 minuto.',
      data: { retryAfter: 60 },
    })
    // The owner, from another address, is not locked out.
    expect((await t.login(account.email, account.password, { ip: freshIp() })).status).toBe(200)

    // Each further failure from the guesser's address doubles its wait, up to 30 minutes.
    let wait = MINUTE
    for (const next of [2, 4, 8, 16, 30]) {
      t.clock.advance(wait)
      expect((await t.login(account.email, 'errada123', { ip: guesser })).status).toBe(401)
      const refused = await t.login(account.email, account.password, { ip: guesser })
      expect(refused.status).toBe(429)
      expect(refused.headers.get('Retry-After')).toBe(String(next * 60))
      wait = next * MINUTE
    }
    t.clock.advance(wait)
    expect((await t.login(account.email, account.password, { ip: guesser })).status).toBe(200)
  })

  test('a success clears the failures counted so far', async () => {
    const account = await t.register()
    const ip = freshIp()
    for (let attempt = 0; attempt < 4; attempt++) await t.login(account.email, 'errada123', { ip })
    expect((await t.login(account.email, account.password, { ip })).status).toBe(200)
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await t.login(account.email, 'errada123', { ip })).status).toBe(401)
    }
    expect((await t.login(account.email, account.password, { ip })).status).toBe(200)
  })

  test('failures spread beyond the window do not add up', async () => {
    const account = await t.register()
    const ip = freshIp()
    for (let attempt = 0; attempt < 4; attempt++) await t.login(account.email, 'errada123', { ip })
    t.clock.advance(61 * MINUTE)
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await t.login(account.email, 'errada123', { ip })).status).toBe(401)
    }
    expect((await t.login(account.email, account.password, { ip })).status).toBe(200)
  })

  test('unknown e-mails are limited the same way (no hint that they do not exist)', async () => {
    const ghost = uniqueEmail('ghost')
    const ip = freshIp()
    for (let attempt = 0; attempt < 5; attempt++) await t.login(ghost, 'errada123', { ip })
    expect((await t.login(ghost, 'errada123', { ip })).status).toBe(429)
  })

  test('wrong current passwords count against the account too', async () => {
    const account = await t.register()
    const change = (current: string) =>
      t.request('PUT', '/api/connect/auth/password', {
        token: account.token,
        json: { current_password: current, password: 'trocada123', password_confirm: 'trocada123' },
      })
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await change('errada123')).status).toBe(400)
    expect((await change(account.password)).status).toBe(429)
  })
})

describe('per address', () => {
  test('30 failures from one address lock it for every account; other addresses go on', async () => {
    expect(IP_FAILURES).toMatchObject({ limit: 30, windowMs: 15 * MINUTE })
    const account = await t.register()
    const ip = freshIp()
    // Each failure names another account, so only the address limit can stop them.
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await t.login(uniqueEmail('spray'), 'errada123', { ip })).status).toBe(401)
    }
    const blocked = await t.login(account.email, account.password, { ip })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await t.login(account.email, account.password, { ip: freshIp() })).status).toBe(200)
  })
})
