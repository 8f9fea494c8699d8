import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MINUTE } from '../clock.ts'
import { createTestServer, uniqueEmail, type TestServer } from '../testing/test-server.ts'
import { ACCOUNT_FAILURES, IP_FAILURES } from './throttle.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(() => t.close())

let ipCounter = 0
/** Each test signs in from its own address so address limits do not leak between tests. */
const freshIp = () => `198.51.100.${++ipCounter}`

describe('per account', () => {
  test('5 failures lock the account for 15 minutes, even with the right password', async () => {
    expect(ACCOUNT_FAILURES).toMatchObject({ limit: 5, windowMs: 15 * MINUTE })
    const account = await t.register()
    for (let attempt = 0; attempt < 5; attempt++) {
      const ip = freshIp() // from several addresses: the account limit holds anyway
      expect((await t.login(account.email, 'errada123', { ip })).status).toBe(401)
    }
    const locked = await t.login(account.email, account.password, { ip: freshIp(), lang: 'pt-BR' })
    expect(locked.status).toBe(429)
    expect(locked.headers.get('Retry-After')).toBe(String(15 * 60))
    expect(locked.body).toMatchObject({
      statusCode: 429,
      statusMessage: 'Too Many Requests',
      message: 'Muitas tentativas. Tente novamente em 15 minutos.',
      data: { retryAfter: 900 },
    })

    t.clock.advance(10 * MINUTE)
    const later = await t.login(account.email, account.password, { ip: freshIp() })
    expect(later.headers.get('Retry-After')).toBe(String(5 * 60))
    expect(later.body.message).toBe('Too many attempts. Try again in 5 minutes.')

    t.clock.advance(5 * MINUTE)
    expect((await t.login(account.email, account.password, { ip: freshIp() })).status).toBe(200)
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
    t.clock.advance(16 * MINUTE)
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await t.login(account.email, 'errada123', { ip })).status).toBe(401)
    }
    expect((await t.login(account.email, account.password, { ip })).status).toBe(200)
  })

  test('unknown e-mails are limited the same way (no hint that they do not exist)', async () => {
    const ghost = uniqueEmail('ghost')
    for (let attempt = 0; attempt < 5; attempt++) {
      await t.login(ghost, 'errada123', { ip: freshIp() })
    }
    expect((await t.login(ghost, 'errada123', { ip: freshIp() })).status).toBe(429)
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
