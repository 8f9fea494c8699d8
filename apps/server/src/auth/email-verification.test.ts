import { EmailVerifiedSchema } from '@vitrine/api'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DAY } from '../clock.ts'
import { createTestServer, uniqueEmail, type TestServer } from '../testing/test-server.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer({ env: { PUBLIC_URL: 'https://painel.example.com' } })
})
afterAll(() => t.close())

const confirm = (token: string, lang?: string) =>
  t.request('POST', `/api/connect/auth/verify-email/${token}`, { lang })
const resend = (token: string, lang?: string) =>
  t.request('POST', '/api/connect/auth/verify-email', { token, lang })
const me = async (token: string) =>
  (await t.request('GET', '/api/connect/auth', { token })).body.user

describe('confirming an address', () => {
  test('sign-up mails a link to the panel page; following it confirms the address', async () => {
    const account = await t.register({ name: 'Beatriz Lima' }, { lang: 'pt-BR' })
    expect(account.user.email_verified).toBe(false)
    const mail = (await t.mailLog()).find((line) => line.to === account.email)
    expect(mail).toMatchObject({ subject: 'Confirme seu e-mail na Vitrine' })
    expect(String(mail?.text)).toMatch(/https:\/\/painel\.example\.com\/verify-email\/[\w-]{43}\n/)

    const confirmed = await confirm(await t.verificationToken(account.email))
    expect(confirmed.status).toBe(200)
    expect(v.parse(EmailVerifiedSchema, confirmed.body)).toEqual({
      email: account.email,
      changed: false,
    })
    expect(await me(account.token)).toMatchObject({ email_verified: true })
  })

  test('unknown, malformed, used and expired links are a 400 that changes nothing', async () => {
    const account = await t.register()
    const token = await t.verificationToken(account.email)
    for (const bad of ['abc', 'x'.repeat(43)]) {
      const refused = await confirm(bad, 'pt-BR')
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe(
        'Este link de confirmação é inválido ou expirou. Peça um novo.',
      )
    }
    const start = t.clock.now()
    t.clock.advance(2 * DAY + 1)
    try {
      expect((await confirm(token)).status).toBe(400)
    } finally {
      t.clock.set(start)
    }
    expect(await me(account.token)).toMatchObject({ email_verified: false })
  })

  test('a password reset through the mailbox confirms the address', async () => {
    const account = await t.register()
    await t.request('POST', '/api/connect/auth/recovery', { json: { email: account.email } })
    const reset = await t.request(
      'PUT',
      `/api/connect/auth/recovery/${await t.recoveryToken(account.email)}`,
      { json: { password: 'novaSenha12', password_confirm: 'novaSenha12' } },
    )
    expect(reset.status).toBe(204)
    const login = await t.login(account.email, 'novaSenha12')
    expect(login.body.user.email_verified).toBe(true)
  })
})

describe('asking for a new link', () => {
  test('the new link replaces the old one', async () => {
    const account = await t.register()
    const first = await t.verificationToken(account.email)
    expect((await resend(account.token)).status).toBe(204)
    const second = await t.verificationToken(account.email)
    expect(second).not.toBe(first)
    expect((await confirm(first)).status).toBe(400)
    expect((await confirm(second)).status).toBe(200)
  })

  test('goes to the address waiting to replace the current one', async () => {
    const account = await t.register()
    await t.verifyEmail(account)
    const next = uniqueEmail('trocado')
    await t.request('PUT', '/api/connect/auth', {
      token: account.token,
      json: { name: 'Ana', email: next, profession: 'owner', current_password: account.password },
    })
    const first = await t.verificationToken(next)
    expect((await resend(account.token)).status).toBe(204)
    expect(await t.verificationToken(next)).not.toBe(first)
  })

  test('409 with nothing to confirm; 429 past 5 links an hour; 401 without a session', async () => {
    const account = await t.register()
    for (let i = 0; i < 5; i++) expect((await resend(account.token)).status).toBe(204)
    const limited = await resend(account.token, 'pt-BR')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)

    const verified = await t.register()
    await t.verifyEmail(verified)
    const nothing = await resend(verified.token, 'pt-BR')
    expect(nothing.status).toBe(409)
    expect(nothing.body.message).toBe('Este e-mail já está confirmado.')
    expect((await t.request('POST', '/api/connect/auth/verify-email')).status).toBe(401)
  })
})
