import { ProfileAnswerSchema, RecoveryAcceptedSchema, SessionSchema } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sessions, users } from '../identity/schema.ts'
import {
  createTestServer,
  registration,
  uniqueEmail,
  type TestServer,
} from '../testing/test-server.ts'
import { hashToken } from '../identity/secrets.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(() => t.close())

/** Keys the specification says are dropped on load, and secrets that must never travel. */
const NEVER_SENT = [
  'created_at',
  'updated_at',
  'permissions',
  'tour_mode',
  'password_hash',
  'passwordHash',
]

function expectCleanUser(user: Record<string, unknown>) {
  expect(Object.keys(user).sort()).toEqual(
    ['email', 'email_verified', 'id', 'name', 'phone', 'profession', 'whRole'].sort(),
  )
  for (const key of NEVER_SENT) expect(user).not.toHaveProperty(key)
}

describe('POST /auth/register', () => {
  test('creates the account, signs in and answers the contract session', async () => {
    const fields = registration({ email: '  Nova.Conta@Example.COM ', phone: '(21) 3456-7890' })
    const response = await t.request('POST', '/api/connect/auth/register', { json: fields })
    expect(response.status).toBe(201)
    const session = v.parse(SessionSchema, response.body)
    expect(session.token).toMatch(/^[\w-]{43}$/)
    expect(session.user).toMatchObject({
      name: 'Maria Silva',
      email: 'nova.conta@example.com',
      phone: '2134567890',
      profession: 'owner',
      whRole: 'none',
      // Nothing proved the address yet: a confirmation link went to it.
      email_verified: false,
    })
    expectCleanUser(response.body.user)
    await t.verificationToken('nova.conta@example.com')

    const [row] = await t.db.select().from(users).where(eq(users.id, session.user.id))
    expect(row!.passwordHash).toMatch(/^scrypt\$N=16384,r=8,p=5\$/)
    expect(row!.passwordHash).not.toContain(fields.password)
    expect(row!.acceptedTermsAt).toEqual(t.clock.now())
  })

  test('stores only the hash of the session token', async () => {
    const account = await t.register()
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, account.user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).toBe(hashToken(account.token))
    expect(rows[0]!.tokenHash).not.toContain(account.token)
  })

  test('an optional phone left empty is stored as null', async () => {
    const account = await t.register({ phone: '' })
    expect(account.user.phone).toBeNull()
  })

  test('a taken e-mail is a 409 with a field message, whatever its case', async () => {
    const first = await t.register()
    const response = await t.request('POST', '/api/connect/auth/register', {
      json: registration({ email: first.email.toUpperCase() }),
      lang: 'pt-BR',
    })
    expect(response.status).toBe(409)
    expect(response.body).toEqual({
      statusCode: 409,
      statusMessage: 'Conflict',
      message: 'Este e-mail já está em uso.',
      data: { fields: { email: 'Este e-mail já está em uso.' } },
    })
  })
})

describe('POST /auth/login', () => {
  test('answers a new session for the right password, e-mail in any case', async () => {
    const account = await t.register()
    const response = await t.login(account.email.toUpperCase(), account.password)
    expect(response.status).toBe(200)
    const session = v.parse(SessionSchema, response.body)
    expect(session.user.id).toBe(account.user.id)
    expect(session.token).not.toBe(account.token)
    expectCleanUser(response.body.user)
  })

  test('a wrong password and an unknown e-mail give the same 401', async () => {
    const account = await t.register()
    const wrong = await t.login(account.email, 'outra-senha1', { lang: 'pt-BR', ip: '10.1.0.1' })
    const unknown = await t.login(uniqueEmail('ghost'), 'outra-senha1', {
      lang: 'pt-BR',
      ip: '10.1.0.1',
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({
      statusCode: 401,
      statusMessage: 'Unauthorized',
      message: 'E-mail ou senha incorretos.',
    })
    expect(unknown.body).toEqual(wrong.body)
    const english = await t.login(account.email, 'outra-senha1', { ip: '10.1.0.1' })
    expect(english.body.message).toBe('Incorrect e-mail or password.')
  })

  test('records the address and browser of the session', async () => {
    const account = await t.register()
    const response = await t.login(account.email, account.password, {
      ip: '203.0.113.9',
      headers: { 'User-Agent': 'Teste/1.0' },
    })
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(response.body.token)))
    expect(row).toMatchObject({ ip: '203.0.113.9', userAgent: 'Teste/1.0', revokedAt: null })
  })
})

describe('GET /auth', () => {
  test('answers the user and the token of the Token header', async () => {
    const account = await t.register()
    const response = await t.request('GET', '/api/connect/auth', { token: account.token })
    expect(response.status).toBe(200)
    expect(v.parse(SessionSchema, response.body)).toEqual({
      token: account.token,
      user: account.user,
    })
    expectCleanUser(response.body.user)
  })

  test('without a usable token it is a 401 in the ApiError shape', async () => {
    for (const token of [undefined, '', 'null', 'not-a-token', 'x'.repeat(43)]) {
      const response = await t.request('GET', '/api/connect/auth', { token, lang: 'pt-BR' })
      expect(response.status).toBe(401)
      expect(response.body).toEqual({
        statusCode: 401,
        statusMessage: 'Unauthorized',
        message: 'Sua sessão expirou ou não é válida. Entre novamente.',
      })
    }
  })
})

describe('PUT /auth', () => {
  test('updates the profile; a new e-mail waits for its confirmation link', async () => {
    const account = await t.register()
    const email = uniqueEmail('renamed')
    const response = await t.request('PUT', '/api/connect/auth', {
      token: account.token,
      json: {
        name: '  João Souza ',
        email: email.toUpperCase(),
        phone: '',
        profession: 'marketing',
        current_password: account.password,
        whRole: 'admin',
        created_at: '2020-01-01',
      },
    })
    expect(response.status).toBe(200)
    const { user, pending_email } = v.parse(ProfileAnswerSchema, response.body)
    expect(user).toEqual({
      id: account.user.id,
      name: 'João Souza',
      // Not applied until the link sent to the new address is followed.
      email: account.email,
      phone: null,
      profession: 'marketing',
      // Not a profile field: a user cannot make themselves a master user.
      whRole: 'none',
      email_verified: false,
    })
    expect(pending_email).toBe(email)
    expectCleanUser(response.body.user)
    const me = await t.request('GET', '/api/connect/auth', { token: account.token })
    expect(me.body.user).toEqual(user)

    const token = await t.verificationToken(email)
    const confirmed = await t.request('POST', `/api/connect/auth/verify-email/${token}`)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({ email, changed: true })
    const after = await t.request('GET', '/api/connect/auth', { token: account.token })
    expect(after.body.user).toMatchObject({ email, email_verified: true })
    // The link works once.
    const again = await t.request('POST', `/api/connect/auth/verify-email/${token}`)
    expect(again.status).toBe(400)
  })

  test("taking another account's e-mail is a 409", async () => {
    const other = await t.register()
    const account = await t.register()
    const response = await t.request('PUT', '/api/connect/auth', {
      token: account.token,
      json: {
        name: 'Ana',
        email: other.email,
        profession: 'owner',
        current_password: account.password,
      },
    })
    expect(response.status).toBe(409)
    expect(response.body.data.fields.email).toBe('This e-mail is already in use.')
  })

  test('needs a session', async () => {
    const response = await t.request('PUT', '/api/connect/auth', {
      json: { name: 'Ana', email: uniqueEmail(), profession: 'owner' },
    })
    expect(response.status).toBe(401)
  })
})

describe('PUT /auth/password', () => {
  test('checks the current password, answers a fresh session and the new password works', async () => {
    const account = await t.register()
    const response = await t.request('PUT', '/api/connect/auth/password', {
      token: account.token,
      json: {
        current_password: account.password,
        password: 'novaSenha99',
        password_confirm: 'novaSenha99',
      },
    })
    expect(response.status).toBe(200)
    const session = v.parse(SessionSchema, response.body)
    expect(session.token).not.toBe(account.token)
    expect(session.user).toEqual(account.user)
    expect((await t.login(account.email, 'novaSenha99')).status).toBe(200)
    expect((await t.login(account.email, account.password)).status).toBe(401)
  })

  test('a wrong current password is a 400 on that field', async () => {
    const account = await t.register()
    const response = await t.request('PUT', '/api/connect/auth/password', {
      token: account.token,
      lang: 'pt-BR',
      json: {
        current_password: 'errada123',
        password: 'novaSenha99',
        password_confirm: 'novaSenha99',
      },
    })
    expect(response.status).toBe(400)
    expect(response.body.data).toEqual({
      fields: { current_password: 'A senha atual está incorreta.' },
    })
  })

  test('a confirmation that differs is a field error on password_confirm', async () => {
    const account = await t.register()
    const response = await t.request('PUT', '/api/connect/auth/password', {
      token: account.token,
      json: {
        current_password: account.password,
        password: 'novaSenha99',
        password_confirm: 'outra9999',
      },
    })
    expect(response.status).toBe(400)
    expect(Object.keys(response.body.data.fields)).toEqual(['password_confirm'])
  })
})

describe('POST /auth/recovery and PUT /auth/recovery/:token', () => {
  test('the recovery link in the mail resets the password once', async () => {
    const account = await t.register()
    const accepted = await t.request('POST', '/api/connect/auth/recovery', {
      json: { email: account.email },
    })
    expect(accepted.status).toBe(200)
    v.parse(RecoveryAcceptedSchema, accepted.body)
    const token = await t.recoveryToken(account.email)
    expect(token).toMatch(/^[\w-]{43}$/)

    const reset = await t.request('PUT', `/api/connect/auth/recovery/${token}`, {
      json: { password: 'recuperada1', password_confirm: 'recuperada1' },
    })
    expect(reset.status).toBe(204)
    expect(reset.text).toBe('')
    expect((await t.login(account.email, 'recuperada1')).status).toBe(200)
  })
})

describe('DELETE /auth', () => {
  test('signs out: 204, and the token stops working', async () => {
    const account = await t.register()
    const response = await t.request('DELETE', '/api/connect/auth', { token: account.token })
    expect(response.status).toBe(204)
    expect(response.text).toBe('')
    expect((await t.request('GET', '/api/connect/auth', { token: account.token })).status).toBe(401)
    expect((await t.request('DELETE', '/api/connect/auth', { token: account.token })).status).toBe(
      401,
    )
  })

  test('other sessions of the same user stay signed in', async () => {
    const account = await t.register()
    const other = await t.login(account.email, account.password)
    await t.request('DELETE', '/api/connect/auth', { token: account.token })
    const me = await t.request('GET', '/api/connect/auth', { token: other.body.token })
    expect(me.status).toBe(200)
  })
})

test('API answers are never cached', async () => {
  const account = await t.register()
  const response = await t.request('GET', '/api/connect/auth', { token: account.token })
  expect(response.headers.get('Cache-Control')).toBe('no-store')
})
