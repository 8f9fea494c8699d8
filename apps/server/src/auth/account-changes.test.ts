import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServer, uniqueEmail, type TestServer } from '../testing/test-server.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(() => t.close())

const profile = (overrides: Record<string, unknown>) => ({
  name: 'Maria Silva',
  phone: '',
  profession: 'owner',
  ...overrides,
})

describe('changing the e-mail', () => {
  test('needs the current password: missing or wrong is a 400 on that field', async () => {
    const account = await t.register()
    for (const current_password of [undefined, 'errada123']) {
      const refused = await t.request('PUT', '/api/connect/auth', {
        token: account.token,
        lang: 'pt-BR',
        json: profile({ email: uniqueEmail('novo'), current_password }),
      })
      expect(refused.status).toBe(400)
      expect(refused.body.data).toEqual({
        fields: { current_password: 'A senha atual está incorreta.' },
      })
    }
    const me = await t.request('GET', '/api/connect/auth', { token: account.token })
    expect(me.body.user.email).toBe(account.email)
  })

  test('with it, the new address applies once its link is followed, and the old one is told', async () => {
    const account = await t.register()
    const newEmail = uniqueEmail('novo')
    const changed = await t.request('PUT', '/api/connect/auth', {
      token: account.token,
      lang: 'pt-BR',
      json: profile({ email: newEmail, current_password: account.password }),
    })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.body).toMatchObject({ user: { email: account.email }, pending_email: newEmail })
    const token = await t.verificationToken(newEmail)
    const confirmed = await t.request('POST', `/api/connect/auth/verify-email/${token}`, {
      lang: 'pt-BR',
    })
    expect(confirmed.status, confirmed.text).toBe(200)
    const notice = (await t.mailLog()).find(
      (line) => line.to === account.email && String(line.subject).includes('foi alterado'),
    )
    expect(notice).toMatchObject({ subject: 'O e-mail da sua conta na Vitrine foi alterado' })
    expect(String(notice?.text)).toContain(newEmail)
    expect((await t.login(newEmail, account.password)).status).toBe(200)
    expect((await t.login(account.email, account.password)).status).toBe(401)
  })

  test('an address taken before the link is followed is a 409, and nothing changes', async () => {
    const account = await t.register()
    const newEmail = uniqueEmail('disputado')
    await t.request('PUT', '/api/connect/auth', {
      token: account.token,
      json: profile({ email: newEmail, current_password: account.password }),
    })
    const token = await t.verificationToken(newEmail)
    await t.register({ email: newEmail })
    const confirmed = await t.request('POST', `/api/connect/auth/verify-email/${token}`)
    expect(confirmed.status).toBe(409)
    const me = await t.request('GET', '/api/connect/auth', { token: account.token })
    expect(me.body.user.email).toBe(account.email)
  })

  test('other profile fields change without it, and without a notice', async () => {
    const account = await t.register()
    const changed = await t.request('PUT', '/api/connect/auth', {
      token: account.token,
      json: profile({ email: account.email, name: 'Maria Souza' }),
    })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.body.pending_email).toBeNull()
    const mails = (await t.mailLog()).filter((line) => line.to === account.email)
    // Only the sign-up's confirmation link.
    expect(mails.map((line) => line.subject)).toEqual(['Confirm your e-mail on Vitrine'])
  })
})

test('changing the password tells the account address', async () => {
  const account = await t.register()
  const changed = await t.request('PUT', '/api/connect/auth/password', {
    token: account.token,
    json: {
      current_password: account.password,
      password: 'trocada123',
      password_confirm: 'trocada123',
    },
  })
  expect(changed.status, changed.text).toBe(200)
  const subjects = (await t.mailLog())
    .filter((line) => line.to === account.email)
    .map((line) => line.subject)
  expect(subjects).toContain('The password of your Vitrine account was changed')
})
