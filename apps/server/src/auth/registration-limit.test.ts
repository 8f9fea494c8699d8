import { afterAll, beforeAll, expect, test } from 'vitest'
import { MINUTE } from '../clock.ts'
import { createTestServer, registration, type TestServer } from '../testing/test-server.ts'

let t: TestServer
beforeAll(async () => {
  // The production default (5 in 10 minutes), not the test servers' lifted limit.
  t = await createTestServer({ env: { REGISTRATIONS_PER_IP: '' } })
})
afterAll(() => t.close())

const signUp = (ip: string, overrides: Record<string, unknown> = {}) =>
  t.request('POST', '/api/connect/auth/register', {
    json: registration(overrides),
    ip,
    lang: 'pt-BR',
  })

test('5 sign-ups per address in 10 minutes, taken e-mails included; then 429', async () => {
  expect(t.config.registrationsPerIp).toBe(5)
  const ip = '203.0.113.40'
  const first = await signUp(ip)
  expect(first.status).toBe(201)
  // A taken e-mail says only that, and counts like any other attempt.
  const taken = await signUp(ip, { email: first.body.user.email })
  expect(taken.status).toBe(409)
  expect(taken.body).toEqual({
    statusCode: 409,
    statusMessage: 'Conflict',
    message: 'Este e-mail já está em uso.',
    data: { fields: { email: 'Este e-mail já está em uso.' } },
  })
  for (let n = 0; n < 3; n++) expect((await signUp(ip)).status).toBe(201)

  const refused = await signUp(ip)
  expect(refused.status).toBe(429)
  expect(refused.headers.get('Retry-After')).toBe(String(10 * 60))
  expect(refused.body).toEqual({
    statusCode: 429,
    statusMessage: 'Too Many Requests',
    message: 'Muitas tentativas. Tente novamente em 10 minutos.',
    data: { retryAfter: 600 },
  })

  // Other addresses go on; this one may try again once the 10 minutes are over.
  expect((await signUp('203.0.113.41')).status).toBe(201)
  t.clock.advance(10 * MINUTE)
  expect((await signUp(ip)).status).toBe(201)
})
