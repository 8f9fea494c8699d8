import { AREAS, InvitationSchema, RegisteredSchema } from '@vitrine/api'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { DAY } from '../clock.ts'
import { writeEntries } from '../access/entries.ts'
import {
  addManager,
  createStore,
  everyArea,
  levels,
  type AppRecord,
} from '../testing/access-fixtures.ts'
import {
  createTestServer,
  registration,
  uniqueEmail,
  type TestAccount,
  type TestServer,
} from '../testing/test-server.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer({ env: { PUBLIC_URL: 'https://painel.example.com' } })
})
afterAll(() => t.close())

let owner: TestAccount
let app: AppRecord
beforeEach(async () => {
  owner = await t.register({ name: 'Marina Costa' })
  app = await createStore(t, owner, { name: 'Loja Aurora' })
})

const control = () => `/api/connect/control/${app.id}`

/** Sessions last 3 days: after moving the clock further, the owner signs in again. */
async function ownerSignsInAgain() {
  const login = await t.login(owner.email, owner.password)
  expect(login.status).toBe(200)
  owner = { ...owner, token: login.body.token }
}

async function invite(email: string, permissions = levels({ layout: 'write' }), lang = 'pt-BR') {
  const response = await t.request('PUT', `${control()}/save`, {
    token: owner.token,
    lang,
    json: { email, permissions, roles: ['__seller'] },
  })
  expect(response.status).toBe(200)
  return response.body
}

/** The link of the last invitation e-mail sent to the address. */
async function linkSentTo(email: string): Promise<string> {
  const invitationLink = /https:\/\/painel\.example\.com\/auth\/register\?invitation=([\w-]+)/
  const mail = (await t.mailLog())
    .filter((line) => line.to === email && invitationLink.test(String(line.text)))
    .at(-1)
  const link = invitationLink.exec(String(mail?.text))
  expect(link).not.toBeNull()
  return link![1]!
}

function lookup(token: string) {
  return t.request('GET', `/api/connect/auth/invitations/${token}`, { lang: 'pt-BR' })
}

async function registerWith(fields: Record<string, unknown>) {
  const response = await t.request('POST', '/api/connect/auth/register', {
    json: registration(fields),
  })
  expect(response.status).toBe(201)
  return v.parse(RegisteredSchema, response.body)
}

async function managerIds() {
  const list = await t.request('GET', control(), { token: owner.token })
  return list.body.managers.map((manager: { status: string; email: string }) => [
    manager.status,
    manager.email,
  ])
}

describe('inviting an unknown address', () => {
  test('creates a pending invitation and e-mails its link', async () => {
    const email = uniqueEmail('joana')
    const answer = await invite(email)
    expect(answer).toEqual({
      manager: {
        id: expect.any(Number),
        status: 'pending',
        name: null,
        email,
        permissions: levels({ layout: 'write' }),
        roles: ['__seller'],
        invited_at: '2026-03-02T12:00:00.000Z',
        expires_at: '2026-03-16T12:00:00.000Z',
      },
      invited: true,
    })
    expect(Object.keys(answer.manager.permissions)).toEqual([...AREAS])
    expect(await managerIds()).toEqual([['pending', email]])

    const mail = (await t.mailLog()).filter((line) => line.to === email)
    expect(mail).toEqual([
      expect.objectContaining({
        subject: 'Convite para gerenciar a loja Loja Aurora na Vitrine',
        text: expect.stringContaining('Marina Costa convidou você'),
      }),
    ])
    expect(mail[0]!.text).toContain('O convite vale até 16 de março de 2026.')

    const token = await linkSentTo(email)
    const details = await lookup(token)
    expect(details.status).toBe(200)
    expect(v.parse(InvitationSchema, details.body)).toEqual({
      email,
      app_id: app.id,
      app_name: 'Loja Aurora',
      invited_by: 'Marina Costa',
      has_account: false,
    })
  })

  test('the invitation e-mail follows the Language header', async () => {
    const email = uniqueEmail()
    await invite(email, levels({ layout: 'read' }), 'en')
    const [mail] = (await t.mailLog()).filter((line) => line.to === email)
    expect(mail?.subject).toBe('Invitation to manage the store Loja Aurora on Vitrine')
  })

  test("the link's token never reaches the request log", async () => {
    const email = uniqueEmail()
    await invite(email)
    const token = await linkSentTo(email)
    await lookup(token)
    const requests = t.logs.filter((line) => line.msg === 'request')
    expect(JSON.stringify(requests)).not.toContain(token)
    expect(requests.at(-1)?.path).toBe('/api/connect/auth/invitations/:token')
  })

  test('saving the address again while pending is a conflict; saving by id updates it', async () => {
    const email = uniqueEmail()
    const { manager } = await invite(email)
    const again = await t.request('PUT', `${control()}/save`, {
      token: owner.token,
      lang: 'pt-BR',
      json: { email, permissions: {} },
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Este endereço já tem um convite pendente. Altere-o na lista.')

    const updated = await t.request('PUT', `${control()}/save`, {
      token: owner.token,
      json: { id: manager.id, permissions: { payments: 'read' }, roles: [] },
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toEqual({
      manager: expect.objectContaining({
        id: manager.id,
        status: 'pending',
        permissions: levels({ payments: 'read' }),
        roles: [],
        expires_at: manager.expires_at,
      }),
      invited: false,
    })
    // Still one e-mail: an update does not send the link again.
    expect((await t.mailLog()).filter((line) => line.to === email)).toHaveLength(1)
  })
})

describe('accepting', () => {
  test('registering through the link joins the app with the invited permissions', async () => {
    const email = uniqueEmail()
    await invite(email, levels({ layout: 'write', payments: 'read' }))
    const token = await linkSentTo(email)
    const joined = await registerWith({ email, invitation: token })
    expect(joined.joined_app_id).toBe(app.id)

    const me = await t.request('GET', `${control()}/me`, { token: joined.token })
    expect(me.status).toBe(200)
    const granted = me.body.permissions
      .filter((entry: { type: string }) => entry.type !== 'none')
      .map((entry: { name: string; type: string }) => [entry.name, entry.type])
    expect(granted).toEqual([
      ['layout', 'write'],
      ['payments', 'read'],
      ['__seller', 'role'],
    ])
    expect(await managerIds()).toEqual([['active', email]])
    expect((await lookup(token)).status).toBe(404)
  })

  test('the link joins another address only once that address is confirmed', async () => {
    const invited = uniqueEmail()
    await invite(invited)
    const token = await linkSentTo(invited)
    const other = await registerWith({ invitation: token })
    expect(other).toMatchObject({ joined_app_id: null, invitation_outcome: 'email_unverified' })
    expect(await managerIds()).toEqual([['pending', invited]])
    const accept = () =>
      t.request('POST', `/api/connect/auth/invitations/${token}/accept`, {
        token: other.token,
        lang: 'pt-BR',
      })
    const early = await accept()
    expect(early.status).toBe(403)
    expect(early.body.message).toBe('Confirme seu e-mail antes de aceitar o convite.')

    await t.verifyEmail(other.user)
    const accepted = await accept()
    expect(accepted.status, accepted.text).toBe(200)
    expect(accepted.body).toEqual({ app_id: app.id })
    expect(await managerIds()).toEqual([['active', other.user.email]])
    expect((await accept()).status).toBe(404)
  })

  test('registering with the invited address but without the link joins nothing', async () => {
    // Anyone may register with someone else's address; it stays unconfirmed.
    const email = uniqueEmail()
    await invite(email)
    const joined = await registerWith({ email })
    expect(joined.joined_app_id).toBeNull()
    expect(
      (await t.request('GET', `/api/connect/apps/${app.id}`, { token: joined.token })).status,
    ).toBe(404)
    expect(await managerIds()).toEqual([['pending', email]])
    // The link still works, for whoever holds it.
    expect((await lookup(await linkSentTo(email))).status).toBe(200)

    // Saving the address again does not hand the account access: the invitation is pending.
    const again = await t.request('PUT', `${control()}/save`, {
      token: owner.token,
      json: { email, permissions: { layout: 'read' } },
    })
    expect(again.status).toBe(409)
    expect(await managerIds()).toEqual([['pending', email]])
  })

  test('an address registered first by someone else: the mailbox holder still gets the access', async () => {
    // The probe's finding: financeiro@<store> registered by an attacker received the access.
    const email = uniqueEmail('financeiro')
    const squatter = await registerWith({
      email,
      password: 'doAtacante1',
      password_confirm: 'doAtacante1',
    })
    await invite(email, levels({ payments: 'write' }))
    expect(await managerIds()).toEqual([['pending', email]])
    const squatterApps = await t.request('GET', '/api/connect/apps', { token: squatter.token })
    expect(squatterApps.body).toEqual([])
    expect((await t.login(email, 'doAtacante1')).body.joined_app_id).toBeNull()

    // The holder of the mailbox takes the account back with a recovery link, which proves the
    // address and ends the squatter's sessions, then follows the invitation.
    await t.request('POST', '/api/connect/auth/recovery', { json: { email } })
    const recovery = await t.recoveryToken(email)
    const reset = await t.request('PUT', `/api/connect/auth/recovery/${recovery}`, {
      json: { password: 'daDona1234', password_confirm: 'daDona1234' },
    })
    expect(reset.status, reset.text).toBe(204)
    expect((await t.request('GET', '/api/connect/auth', { token: squatter.token })).status).toBe(
      401,
    )
    const holder = await t.request('POST', '/api/connect/auth/login', {
      json: { email, password: 'daDona1234', invitation: await linkSentTo(email) },
    })
    expect(holder.body).toMatchObject({
      joined_app_id: app.id,
      invitation_outcome: 'joined',
      user: { email_verified: true },
    })
  })

  test('a registration unrelated to any invitation joins nothing', async () => {
    const joined = await registerWith({})
    expect(joined.joined_app_id).toBeNull()
  })

  test('signing in with the invited address joins nothing', async () => {
    const email = uniqueEmail()
    await invite(email)
    // The address becomes an account's by a profile change, after the invitation was sent.
    const someone = await t.register()
    const renamed = await t.request('PUT', '/api/connect/auth', {
      token: someone.token,
      json: {
        name: 'Joana Dias',
        email,
        phone: null,
        profession: 'other',
        current_password: someone.password,
      },
    })
    expect(renamed.status).toBe(200)
    await t.verifyEmail({ email })
    const token = await linkSentTo(email)
    expect((await lookup(token)).body.has_account).toBe(true)

    const login = await t.login(email, someone.password)
    expect(login.status).toBe(200)
    expect(await managerIds()).toEqual([['pending', email]])
    expect(
      (await t.request('GET', `/api/connect/apps/${app.id}`, { token: login.body.token })).status,
    ).toBe(404)
  })

  test('signing in through the link joins the app (the invited person already has an account)', async () => {
    const someone = await t.register()
    const invited = uniqueEmail()
    await invite(invited, levels({ customers: 'read' }))
    const token = await linkSentTo(invited)
    const signIn = () =>
      t.request('POST', '/api/connect/auth/login', {
        json: { email: someone.email, password: someone.password, invitation: token },
      })
    // An account whose own address is unconfirmed cannot become a manager: told, not silent.
    const unconfirmed = await signIn()
    expect(unconfirmed.body).toMatchObject({
      joined_app_id: null,
      invitation_outcome: 'email_unverified',
    })
    expect(await managerIds()).toEqual([['pending', invited]])

    await t.verifyEmail(someone)
    const login = await signIn()
    expect(login.status).toBe(200)
    expect(v.parse(RegisteredSchema, login.body)).toMatchObject({
      joined_app_id: app.id,
      invitation_outcome: 'joined',
    })
    expect(await managerIds()).toEqual([['active', someone.email]])
    expect((await lookup(token)).status).toBe(404)
    // A sign-in without a link joins nothing.
    expect((await t.login(someone.email, someone.password)).body.joined_app_id).toBeNull()
  })

  test('a wrong password with a link neither signs in nor accepts', async () => {
    const someone = await t.register()
    const invited = uniqueEmail()
    await invite(invited)
    const token = await linkSentTo(invited)
    const login = await t.request('POST', '/api/connect/auth/login', {
      json: { email: someone.email, password: 'errada1234', invitation: token },
    })
    expect(login.status).toBe(401)
    expect(await managerIds()).toEqual([['pending', invited]])
  })

  test('accepting tells the store, in its notifications', async () => {
    const email = uniqueEmail()
    await invite(email)
    await registerWith({ name: 'Joana Dias', email, invitation: await linkSentTo(email) })
    const page = await t.request('GET', `/api/main/apps/${app.id}/notifications`, {
      token: owner.token,
    })
    expect(page.body.items).toEqual([
      expect.objectContaining({
        title: 'Novo gerente na loja',
        message: 'Joana Dias aceitou o convite e agora ajuda a gerenciar a loja.',
        type: 'success',
        link: `/${app.id}/settings/users`,
        read_at: null,
      }),
    ])
  })
})

describe('an invitation that no longer works', () => {
  test('expires after 14 days; saving the address again renews it with a new link', async () => {
    const email = uniqueEmail()
    await invite(email)
    const oldToken = await linkSentTo(email)
    t.clock.advance(14 * DAY)
    expect((await lookup(oldToken)).status).toBe(404)
    expect((await lookup(oldToken)).body).toEqual({
      statusCode: 404,
      statusMessage: 'Not Found',
      message: 'Este convite não existe mais ou já foi usado.',
    })
    // Still listed, so it can be renewed or cancelled.
    await ownerSignsInAgain()
    expect(await managerIds()).toEqual([['pending', email]])

    const renewed = await invite(email, levels({ checkout: 'read' }))
    expect(renewed.invited).toBe(true)
    expect(renewed.manager.expires_at).toBe(
      new Date(t.clock.now().getTime() + 14 * DAY).toISOString(),
    )
    const newToken = await linkSentTo(email)
    expect(newToken).not.toBe(oldToken)
    expect((await lookup(oldToken)).status).toBe(404)
    expect((await lookup(newToken)).status).toBe(200)
  })

  test('an expired link joins nothing', async () => {
    const email = uniqueEmail()
    await invite(email)
    const token = await linkSentTo(email)
    t.clock.advance(14 * DAY + 1)
    const joined = await registerWith({ email, invitation: token })
    expect(joined.joined_app_id).toBeNull()
    expect(
      (await t.request('GET', `/api/connect/apps/${app.id}`, { token: joined.token })).status,
    ).toBe(404)
  })

  test('cancelling revokes it at once', async () => {
    const email = uniqueEmail()
    const { manager } = await invite(email)
    const token = await linkSentTo(email)
    const cancelled = await t.request('DELETE', `${control()}/invitations/${manager.id}`, {
      token: owner.token,
    })
    expect(cancelled.status).toBe(204)
    expect(await managerIds()).toEqual([])
    expect((await lookup(token)).status).toBe(404)
    const joined = await registerWith({ email, invitation: token })
    expect(joined.joined_app_id).toBeNull()

    const again = await t.request('DELETE', `${control()}/invitations/${manager.id}`, {
      token: owner.token,
      lang: 'pt-BR',
    })
    expect(again.status).toBe(404)
    expect(again.body.message).toBe('Este convite não existe mais ou já foi usado.')
  })

  test('unknown and malformed tokens are 404 alike', async () => {
    for (const token of ['abc', 'x'.repeat(43), 'x'.repeat(300)]) {
      expect((await lookup(token)).status).toBe(404)
    }
  })
})

describe('who may invite', () => {
  test('nobody invites with more than they hold', async () => {
    const admin = await t.register()
    await addManager(t, app, admin, levels({ settings: 'write' }))
    const response = await t.request('PUT', `${control()}/save`, {
      token: admin.token,
      json: { email: uniqueEmail(), permissions: everyArea('write') },
    })
    expect(response.status).toBe(403)
    const fine = await t.request('PUT', `${control()}/save`, {
      token: admin.token,
      json: { email: uniqueEmail(), permissions: { settings: 'read' } },
    })
    expect(fine.status).toBe(200)
  })
})

describe('an invitation whose sender lost access', () => {
  /** A manager with settings and customers write, and an invitation they sent. */
  async function managerWhoInvited(permissions = levels({ customers: 'write' })) {
    const sender = await t.register({ name: 'Rafael Lima' })
    await addManager(t, app, sender, levels({ settings: 'write', customers: 'write' }))
    const email = uniqueEmail()
    const sent = await t.request('PUT', `${control()}/save`, {
      token: sender.token,
      json: { email, permissions },
    })
    expect(sent.status).toBe(200)
    return { sender, email, token: await linkSentTo(email) }
  }

  test('removing the manager cancels it: the link no longer joins', async () => {
    const { sender, email, token } = await managerWhoInvited()
    const removed = await t.request('DELETE', `${control()}/remove/${sender.user.id}`, {
      token: owner.token,
    })
    expect(removed.status).toBe(204)
    expect(await managerIds()).toEqual([])
    expect((await lookup(token)).status).toBe(404)
    const joined = await registerWith({ email, invitation: token })
    expect(joined.joined_app_id).toBeNull()
    expect(await managerIds()).toEqual([])
  })

  test('lowering the manager cancels only what they could no longer send', async () => {
    const { sender, email, token } = await managerWhoInvited()
    const kept = uniqueEmail()
    await t.request('PUT', `${control()}/save`, {
      token: sender.token,
      json: { email: kept, permissions: { customers: 'read' } },
    })
    const lowered = await t.request('PUT', `${control()}/save`, {
      token: owner.token,
      json: { id: sender.user.id, permissions: { settings: 'write', customers: 'read' } },
    })
    expect(lowered.status).toBe(200)
    expect(await managerIds()).toEqual([
      ['active', sender.email],
      ['pending', kept],
    ])
    expect((await lookup(token)).status).toBe(404)
    expect((await lookup(await linkSentTo(kept))).status).toBe(200)
    const log = await t.request('GET', `${control()}/logs?area=settings`, { token: owner.token })
    expect(log.body.items[0]).toEqual(
      expect.objectContaining({ action: 'delete', entity: 'invitation', label: email }),
    )
  })

  test('accepting re-checks the sender: refused with a clear answer when they lost it', async () => {
    const { sender, email, token } = await managerWhoInvited()
    // Lowered without a save (as when a reseller drops them): only the re-check stands guard.
    await writeEntries(t.db, app.id, sender.user.id, {
      permissions: levels({ settings: 'write', customers: 'read' }),
      roles: [],
    })
    const details = await lookup(token)
    expect(details.status).toBe(409)
    expect(details.body.message).toBe(
      'Quem enviou este convite não tem mais o acesso que ele concede, por isso ele não pode ' +
        'ser aceito. Peça um novo convite à loja.',
    )
    const joined = await registerWith({ email, invitation: token })
    expect(joined.joined_app_id).toBeNull()
    expect(
      (await t.request('GET', `/api/connect/apps/${app.id}`, { token: joined.token })).status,
    ).toBe(404)
  })
})
