import { MyAccessSchema } from '@vitrine/api'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../config.ts'
import { createStore, type AppRecord } from '../testing/access-fixtures.ts'
import { createTestServer, uniqueEmail, type TestServer } from '../testing/test-server.ts'

const MASTER = uniqueEmail('master')

describe('the master account (MASTER_ACCOUNT_EMAIL)', () => {
  let t: TestServer
  let store: AppRecord

  beforeAll(async () => {
    t = await createTestServer({ config: { masterAccountEmail: MASTER } })
    const owner = await t.register()
    store = await createStore(t, owner, { name: 'Loja de outra pessoa' })
  })
  afterAll(() => t.close())

  test('that address is a master user without a whRole stored', async () => {
    const master = await t.register({ email: MASTER })
    const auth = await t.request('GET', '/api/connect/auth', { token: master.token })
    expect(auth.body.user.whRole).toBe('master')
    const me = await t.request('GET', `/api/connect/control/${store.id}/me`, {
      token: master.token,
    })
    expect(me.status).toBe(200)
    expect(v.parse(MyAccessSchema, me.body).whRole).toBe('master')
    const app = await t.request('GET', `/api/connect/apps/${store.id}`, { token: master.token })
    expect(app.status).toBe(200)
  })

  test('another address is not', async () => {
    const someone = await t.register()
    const auth = await t.request('GET', '/api/connect/auth', { token: someone.token })
    expect(auth.body.user.whRole).toBe('none')
    const app = await t.request('GET', `/api/connect/apps/${store.id}`, { token: someone.token })
    expect(app.status).toBe(404)
  })
})

test('a server without MASTER_ACCOUNT_EMAIL has no master account', async () => {
  const t = await createTestServer({ config: { masterAccountEmail: null } })
  try {
    const owner = await t.register()
    const store = await createStore(t, owner)
    const person = await t.register({ email: MASTER })
    expect(
      (await t.request('GET', '/api/connect/auth', { token: person.token })).body.user.whRole,
    ).toBe('none')
    const app = await t.request('GET', `/api/connect/apps/${store.id}`, { token: person.token })
    expect(app.status).toBe(404)
  } finally {
    await t.close()
  }
})

describe('MASTER_ACCOUNT_EMAIL is read with the other variables', () => {
  const defaults = { cwd: '/srv', staticDir: '/srv/static' }

  test('unset or empty means none; an address is kept in lower case', () => {
    expect(loadConfig({}, defaults).masterAccountEmail).toBeNull()
    expect(loadConfig({ MASTER_ACCOUNT_EMAIL: '  ' }, defaults).masterAccountEmail).toBeNull()
    expect(
      loadConfig({ MASTER_ACCOUNT_EMAIL: ' Dona@Example.COM ' }, defaults).masterAccountEmail,
    ).toBe('dona@example.com')
  })

  test('anything but one address is refused at start', () => {
    for (const value of ['dona', 'a@b.com,c@d.com', 'dona @example.com']) {
      expect(() => loadConfig({ MASTER_ACCOUNT_EMAIL: value }, defaults), value).toThrow(
        /MASTER_ACCOUNT_EMAIL must be one e-mail address/,
      )
    }
  })
})
