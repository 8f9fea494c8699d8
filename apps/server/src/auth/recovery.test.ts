import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MINUTE } from '../clock.ts'
import { mailOutbox } from '../mail/schema.ts'
import { recoveryTokens } from './schema.ts'
import { decodedText, startSmtpSink } from '../testing/smtp-sink.ts'
import {
  createTestServer,
  openTestDatabase,
  uniqueEmail,
  type TestDatabase,
  type TestServer,
} from '../testing/test-server.ts'
import { RECOVERY_TTL_MS } from './recovery.ts'
import { createStore } from '../testing/access-fixtures.ts'

const PUBLIC_URL = 'https://painel.example.com'

let database: TestDatabase
let t: TestServer
beforeAll(async () => {
  database = await openTestDatabase()
  t = await createTestServer({ database, env: { PUBLIC_URL } })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

let ipCounter = 0
const freshIp = () => `192.0.2.${++ipCounter}`

const requestRecovery = (email: string, lang?: string) =>
  t.request('POST', '/api/connect/auth/recovery', { json: { email }, lang, ip: freshIp() })

const reset = (
  token: string,
  password = 'recuperada1',
  lang?: string,
  extra: Record<string, unknown> = {},
) =>
  t.request('PUT', `/api/connect/auth/recovery/${token}`, {
    json: { password, password_confirm: password, ...extra },
    lang,
  })

/** Asks for a link and reads the token from the logged mail, as a developer would. */
async function recoveryToken(email: string): Promise<string> {
  await requestRecovery(email)
  const link = new RegExp(`${PUBLIC_URL}/auth/recovery/([\\w-]{43})`)
  const lines = (await t.mailLog()).filter(
    (line) => line.to === email && link.test(String(line.text)),
  )
  return link.exec(String(lines.at(-1)?.text))![1]!
}

describe('POST /auth/recovery', () => {
  test('answers exactly the same for an account and for an unknown e-mail', async () => {
    const account = await t.register()
    const known = await requestRecovery(account.email, 'pt-BR')
    const unknown = await requestRecovery(uniqueEmail('ghost'), 'pt-BR')
    expect(known.status).toBe(200)
    expect(known.body).toEqual({
      message: 'Se este e-mail tiver uma conta, enviamos para ele um link para redefinir a senha.',
    })
    expect(unknown.status).toBe(known.status)
    expect(unknown.text).toBe(known.text)
    const headerNames = (response: typeof known) =>
      [...response.headers.keys()].filter((name) => name !== 'x-request-id').sort()
    expect(headerNames(unknown)).toEqual(headerNames(known))
  })

  test('without SMTP the mail goes to the outbox table and to one log line with the link', async () => {
    const account = await t.register({ name: 'Beatriz Lima' })
    await t.mailer.flush() // the sign-up's confirmation link is not what this test reads
    const before = t.logs.length
    await requestRecovery(account.email, 'pt-BR')
    await t.mailer.flush()
    const lines = t.logs.slice(before).filter((line) => line.msg === 'mail.outbox')
    expect(lines).toHaveLength(1)
    const line = lines[0]!
    expect(Object.keys(line).sort()).toEqual(['level', 'msg', 'subject', 'text', 'time', 'to'])
    expect(line).toMatchObject({
      level: 'info',
      to: account.email,
      subject: 'Redefinição de senha da Vitrine',
    })
    expect(line.text).toMatch(/^Olá, Beatriz Lima\./)
    expect(line.text).toMatch(new RegExp(`${PUBLIC_URL}/auth/recovery/[\\w-]{43}\\n`))

    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, account.email), eq(mailOutbox.subject, String(line.subject))))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'logged', subject: line.subject, text: line.text })
    expect(rows[0]!.sentAt).toEqual(t.clock.now())
  })

  test('an unknown e-mail sends nothing and creates no token', async () => {
    const ghost = uniqueEmail('ghost')
    await requestRecovery(ghost)
    expect((await t.mailLog()).filter((line) => line.to === ghost)).toHaveLength(0)
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, ghost))).toHaveLength(0)
  })

  test('the link is stored only as a hash', async () => {
    const account = await t.register()
    const token = await recoveryToken(account.email)
    const rows = await t.db
      .select()
      .from(recoveryTokens)
      .where(eq(recoveryTokens.userId, account.user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).not.toContain(token)
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(RECOVERY_TTL_MS)
  })

  test('more than 5 requests for one e-mail in 15 minutes are a 429, account or not', async () => {
    for (const email of [(await t.register()).email, uniqueEmail('ghost')]) {
      for (let i = 0; i < 5; i++) expect((await requestRecovery(email)).status).toBe(200)
      const limited = await requestRecovery(email)
      expect(limited.status).toBe(429)
      expect(limited.headers.get('Retry-After')).toBe('900')
    }
    t.clock.advance(15 * MINUTE)
  })
})

describe('PUT /auth/recovery/:token', () => {
  test('works once: the second use is a 400', async () => {
    const account = await t.register()
    const token = await recoveryToken(account.email)
    expect((await reset(token)).status).toBe(204)
    const again = await reset(token, 'outraSenha2', 'pt-BR')
    expect(again.status).toBe(400)
    expect(again.body).toEqual({
      statusCode: 400,
      statusMessage: 'Bad Request',
      message: 'Este link de recuperação é inválido ou expirou. Peça um novo.',
    })
    expect((await t.login(account.email, 'recuperada1')).status).toBe(200)
    expect((await t.login(account.email, 'outraSenha2')).status).toBe(401)
  })

  test('expires one hour after it was sent', async () => {
    const account = await t.register()
    const lasting = await recoveryToken(account.email)
    t.clock.advance(RECOVERY_TTL_MS - MINUTE)
    expect((await reset(lasting)).status).toBe(204)

    const expiring = await recoveryToken(account.email)
    t.clock.advance(RECOVERY_TTL_MS)
    const late = await reset(expiring, 'tarde12345')
    expect(late.status).toBe(400)
    expect(late.body.message).toBe(
      'This recovery link is invalid or has expired. Ask for a new one.',
    )
    expect((await t.login(account.email, 'tarde12345')).status).toBe(401)
  })

  test('using one link retires the other links sent before it', async () => {
    const account = await t.register()
    const first = await recoveryToken(account.email)
    const second = await recoveryToken(account.email)
    expect((await reset(second)).status).toBe(204)
    expect((await reset(first, 'outraSenha2')).status).toBe(400)
  })

  test('a made-up or malformed token is a 400 and changes nothing', async () => {
    for (const token of ['A'.repeat(43), 'short', '%00', 'a'.repeat(500)]) {
      const response = await reset(token)
      expect(response.status).toBe(400)
      expect(response.body.statusCode).toBe(400)
    }
  })

  test('form errors come before the token check, in the request language', async () => {
    const response = await t.request('PUT', `/api/connect/auth/recovery/${'A'.repeat(43)}`, {
      json: { password: 'curta1', password_confirm: 'curta1' },
      lang: 'pt-BR',
    })
    expect(response.status).toBe(400)
    expect(response.body.data.fields.password).toBe('Senha deve ter entre 8 e 128 caracteres.')
  })
})

describe('delivery through SMTP', () => {
  test('with SMTP_URL the mail reaches the server, is recorded as sent and not logged', async () => {
    const sink = await startSmtpSink()
    const smtp = await createTestServer({
      database,
      env: { PUBLIC_URL, SMTP_URL: sink.url, MAIL_FROM: 'Vitrine Teste <teste@vitrine.dev>' },
    })
    try {
      const account = await smtp.register()
      await smtp.mailer.flush()
      const before = sink.received.length // the sign-up's confirmation link
      await smtp.request('POST', '/api/connect/auth/recovery', { json: { email: account.email } })
      await smtp.mailer.flush()
      expect(sink.received).toHaveLength(before + 1)
      const mail = sink.received.at(-1)!
      expect(mail.from).toBe('teste@vitrine.dev')
      expect(mail.to).toEqual([account.email])
      expect(mail.raw).toContain('Subject: Reset your Vitrine password')
      expect(decodedText(mail)).toMatch(new RegExp(`${PUBLIC_URL}/auth/recovery/[\\w-]{43}`))
      expect(smtp.logs.filter((line) => line.msg === 'mail.outbox')).toHaveLength(0)
      const rows = await smtp.db.select().from(mailOutbox).where(eq(mailOutbox.to, account.email))
      expect(rows.map((row) => ({ status: row.status, error: row.error }))).toEqual(
        rows.map(() => ({ status: 'sent', error: null })),
      )
    } finally {
      await smtp.close()
      await sink.close()
    }
  })

  test('an unreachable SMTP server leaves the mail recorded as failed, and logs why', async () => {
    const sink = await startSmtpSink()
    await sink.close() // a port that nobody listens on any more
    const smtp = await createTestServer({ database, env: { PUBLIC_URL, SMTP_URL: sink.url } })
    try {
      const account = await smtp.register()
      const answer = await smtp.request('POST', '/api/connect/auth/recovery', {
        json: { email: account.email },
      })
      expect(answer.status).toBe(200)
      await smtp.mailer.flush()
      const [row] = await smtp.db.select().from(mailOutbox).where(eq(mailOutbox.to, account.email))
      expect(row).toMatchObject({ status: 'failed', sentAt: null })
      expect(row!.error).toMatch(/ECONNREFUSED|connect/i)
      expect(smtp.logs.find((line) => line.msg === 'mail.failed')).toMatchObject({
        level: 'error',
        to: account.email,
      })
    } finally {
      await smtp.close()
    }
  })
})

describe('a reset ends what the old password may have opened', () => {
  async function accountWithApiToken() {
    const account = await t.register()
    const store = await createStore(t, account)
    const created = await t.request('POST', `/api/connect/control/${store.id}/tokens`, {
      token: account.token,
      json: { name: 'ERP', scope: { settings: 'read' } },
    })
    expect(created.status, created.text).toBe(201)
    const callWithApiToken = () =>
      t.request('GET', `/api/connect/control/${store.id}/tokens`, { token: created.body.secret })
    expect((await callWithApiToken()).status).toBe(200)
    return { account, callWithApiToken }
  }

  test('every session of the account ends; API tokens stay unless asked', async () => {
    const { account, callWithApiToken } = await accountWithApiToken()
    const other = await t.login(account.email, account.password, { ip: '192.0.2.250' })
    expect((await reset(await recoveryToken(account.email))).status).toBe(204)
    for (const token of [account.token, other.body.token]) {
      expect((await t.request('GET', '/api/connect/auth', { token })).status).toBe(401)
    }
    expect((await callWithApiToken()).status).toBe(200)
  })

  test('with revoke_api_tokens, every API token the person created is revoked', async () => {
    const { account, callWithApiToken } = await accountWithApiToken()
    const token = await recoveryToken(account.email)
    expect((await reset(token, 'recuperada1', 'en', { revoke_api_tokens: true })).status).toBe(204)
    expect((await callWithApiToken()).status).toBe(401)
  })
})
