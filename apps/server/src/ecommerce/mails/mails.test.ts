import {
  DEFAULT_MAIL_TEMPLATES,
  MailDeliveryPageSchema,
  MailListSchema,
  MailPreviewSchema,
  MailSchema,
  MailTestResultSchema,
  RecoverSettingsSchema,
  SmtpSettingsSchema,
  type MailInput,
} from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { HOUR } from '../../clock.ts'
import { mailOutbox } from '../../mail/schema.ts'
import { payments } from '../../payments/schema.ts'
import {
  addManager,
  createStore,
  everyArea,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../../testing/access-fixtures.ts'
import { decodedText, startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { ecommerceLogs } from '../logs/schema.ts'
import { mailRecoverJob } from './recover.ts'
import { ecommerceMailDeliveries, ecommerceMailSmtp } from './schema.ts'

let t: TestServer
let sink: SmtpSink
beforeAll(async () => {
  t = await createTestServer()
  sink = await startSmtpSink()
})
afterAll(async () => {
  await t.close()
  await sink.close()
})

let owner: TestAccount
let reader: TestAccount
let stranger: TestAccount
let noEcommerce: TestAccount
let app: AppRecord
let otherApp: AppRecord
beforeAll(async () => {
  ;({ owner, reader, stranger } = await storeWithPeople(t))
  noEcommerce = await t.register({ name: 'Caio Pagamentos' })
})
beforeEach(async () => {
  app = await createStore(t, owner, { name: 'Loja Aurora' })
  await addManager(t, app, reader, everyArea('read'))
  await addManager(t, app, noEcommerce, levels({ payments: 'write', customers: 'write' }))
  otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
})

const url = (rest: string, store: AppRecord = app) => `/api/ecommerce/apps/${store.id}/mails${rest}`

const input = (overrides: Partial<MailInput> = {}): MailInput => ({
  subject: 'Pedido {{order_number}}: aguardando pagamento',
  preheader: 'Pague com pix',
  body_html: '<p>Olá, {{customer_name}}!</p>\n<p>Pix: {{pix_code}}</p>',
  active: true,
  ...overrides,
})

const sinkParts = () => {
  const [, port] = /:(\d+)$/.exec(sink.url)!
  return { host: '127.0.0.1', port: Number(port) }
}

describe('mails', () => {
  test('lists a group with the defaults, reads one by its type, 404 for another id', async () => {
    const list = await t.request('GET', url('?group=recover'), { token: owner.token })
    expect(list.status, list.text).toBe(200)
    const { items } = v.parse(MailListSchema, list.body)
    expect(items.map((item) => item.id)).toEqual(['recover_cart', 'recover_payment'])
    expect(items.every((item) => item.active && !item.customised)).toBe(true)

    const all = v.parse(
      MailListSchema,
      (await t.request('GET', url(''), { token: reader.token })).body,
    )
    expect(all.items).toHaveLength(9)
    const none = await t.request('GET', url('?q=nada%20disso'), { token: owner.token })
    expect(v.parse(MailListSchema, none.body).items).toEqual([])
    const found = await t.request('GET', url('?q=rastreio'), { token: owner.token })
    expect(v.parse(MailListSchema, found.body).items.map((item) => item.id)).toEqual([])
    const byName = await t.request('GET', url('?q=transporte'), { token: owner.token })
    expect(v.parse(MailListSchema, byName.body).items.map((item) => item.id)).toEqual([
      'in_transport',
    ])

    const one = await t.request('GET', url('/waiting_payment'), { token: reader.token })
    expect(v.parse(MailSchema, one.body)).toMatchObject({
      id: 'waiting_payment',
      group: 'transactional',
      subject: DEFAULT_MAIL_TEMPLATES.waiting_payment.subject,
      body_html: DEFAULT_MAIL_TEMPLATES.waiting_payment.body_html,
    })
    expect((await t.request('GET', url('/12'), { token: owner.token })).status).toBe(404)
  })

  test('saves a sanitised body, refuses unknown variables as field errors, restores the default', async () => {
    const saved = await t.request('PUT', url('/waiting_payment'), {
      token: owner.token,
      json: input({
        body_html:
          '<p onclick="x()">Olá, {{customer_name}}</p><script>alert(1)</script><a href="javascript:alert(1)">a</a>',
        active: false,
      }),
    })
    expect(saved.status, saved.text).toBe(200)
    const mail = v.parse(MailSchema, saved.body)
    expect(mail.body_html).toBe('<p>Olá, {{customer_name}}</p><a href="about:blank">a</a>')
    expect(mail).toMatchObject({ customised: true, active: false })

    const refused = await t.request('PUT', url('/waiting_payment'), {
      token: owner.token,
      json: input({ subject: 'Oi {{nome_cliente}}', body_html: '<p>{{cupom}}</p>' }),
      lang: 'pt-BR',
    })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      data: {
        fields: {
          subject: 'Variável desconhecida: nome_cliente.',
          body_html: 'Variável desconhecida: cupom.',
        },
      },
    })
    const blank = await t.request('PUT', url('/waiting_payment'), {
      token: owner.token,
      json: { ...input(), subject: '  ', active: 'sim' },
    })
    expect(blank.status).toBe(400)
    expect(Object.keys((blank.body as { data: { fields: object } }).data.fields)).toEqual(
      expect.arrayContaining(['subject', 'active']),
    )
    // Nothing changed by the refusals.
    const kept = v.parse(
      MailSchema,
      (await t.request('GET', url('/waiting_payment'), { token: owner.token })).body,
    )
    expect(kept.body_html).toBe(mail.body_html)

    const restored = await t.request('POST', url('/waiting_payment/restore'), {
      token: owner.token,
    })
    expect(v.parse(MailSchema, restored.body)).toMatchObject({
      subject: DEFAULT_MAIL_TEMPLATES.waiting_payment.subject,
      customised: false,
      active: false,
    })
  })

  test('levels and tenants: read for reads, write for changes, nothing of another store', async () => {
    expect((await t.request('GET', url(''), { token: noEcommerce.token })).status).toBe(403)
    expect(
      (await t.request('PUT', url('/nf'), { token: reader.token, json: input() })).status,
    ).toBe(403)
    expect((await t.request('POST', url('/nf/restore'), { token: reader.token })).status).toBe(403)
    expect(
      (await t.request('POST', url('/nf/test'), { token: reader.token, json: { to: 'a@b.com' } }))
        .status,
    ).toBe(403)
    expect((await t.request('GET', url('/smtp', otherApp), { token: owner.token })).status).toBe(
      404,
    )
    expect(
      (await t.request('PUT', url('/nf', otherApp), { token: owner.token, json: input() })).status,
    ).toBe(404)
    expect((await t.request('GET', url(''))).status).toBe(401)

    await t.request('PUT', url('/nf'), { token: owner.token, json: input({ subject: 'Só minha' }) })
    const theirs = await t.request('GET', url('/nf', otherApp), { token: stranger.token })
    expect(v.parse(MailSchema, theirs.body).subject).toBe(DEFAULT_MAIL_TEMPLATES.nf.subject)
  })

  test('the preview is the message as sent, with sample values', async () => {
    const answer = await t.request('POST', url('/waiting_payment/preview'), {
      token: reader.token,
      json: {
        draft: {
          subject: 'Oi {{customer_name}}',
          preheader: 'Pré {{store_name}}',
          body_html: '<h1>{{order_total}}</h1>',
        },
      },
    })
    expect(answer.status, answer.text).toBe(200)
    const preview = v.parse(MailPreviewSchema, answer.body)
    expect(preview.subject).toBe('Oi Maria Souza')
    expect(preview.preheader).toBe('Pré Loja Aurora')
    expect(preview.html).toMatch(/<h1 style="[^"]+">R\$ 207,63<\/h1>/)
    expect(preview.text).toContain('R$ 207,63')
    const saved = v.parse(
      MailPreviewSchema,
      (await t.request('POST', url('/in_transport/preview'), { token: owner.token, json: {} }))
        .body,
    )
    expect(saved.subject).toBe('Seu pedido 10482 está a caminho')
  })
})

describe('test send', () => {
  test('without SMTP anywhere, the message is kept in the outbox and logged as sent', async () => {
    await t.request('PUT', url('/waiting_payment'), { token: owner.token, json: input() })
    const answer = await t.request('POST', url('/waiting_payment/test'), {
      token: owner.token,
      json: { to: 'teste@loja.com.br' },
    })
    expect(answer.status, answer.text).toBe(200)
    const result = v.parse(MailTestResultSchema, answer.body)
    expect(result).toMatchObject({ status: 'sent', via: 'platform', error: null })
    const [outbox] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.outbox_id))
    expect(outbox).toMatchObject({
      to: 'teste@loja.com.br',
      subject: 'Pedido 10482: aguardando pagamento',
      status: 'logged',
    })
    expect(outbox!.html).toContain('Olá, Maria Souza!')
    expect(outbox!.text).toMatch(/Pix:\s+00020126/)
    const log = await t.db.select().from(ecommerceLogs).where(eq(ecommerceLogs.appId, app.id))
    expect(log).toMatchObject([
      { kind: 'mail_sent', subject: 'teste@loja.com.br', actorName: 'Marina Costa' },
    ])

    const bad = await t.request('POST', url('/waiting_payment/test'), {
      token: owner.token,
      json: { to: 'não é e-mail' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ data: { fields: { to: expect.any(String) } } })
  })

  test("with the store's SMTP, the draft goes through it from the store's sender", async () => {
    const saved = await t.request('PUT', url('/smtp'), {
      token: owner.token,
      json: {
        ...sinkParts(),
        security: 'none',
        user: 'sink',
        password: 'secret',
        sender_name: 'Loja Aurora',
        sender_email: 'contato@aurora.com.br',
      },
    })
    expect(saved.status, saved.text).toBe(200)
    const before = sink.received.length
    const answer = await t.request('POST', url('/process_order/test'), {
      token: owner.token,
      json: {
        to: 'cliente@example.com',
        draft: {
          subject: 'Aprovado {{order_number}}',
          preheader: '',
          body_html: '<p>{{tracking_code}}</p>',
        },
      },
    })
    const result = v.parse(MailTestResultSchema, answer.body)
    expect(result).toMatchObject({ status: 'sent', via: 'store' })
    expect(sink.received).toHaveLength(before + 1)
    const received = sink.received.at(-1)!
    expect(received.from).toBe('contato@aurora.com.br')
    expect(received.to).toEqual(['cliente@example.com'])
    const raw = decodedText(received)
    expect(raw).toContain('Subject: Aprovado 10482')
    expect(raw).toContain('text/plain')
    expect(raw).toContain('BR123456789BR')
    const [outbox] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.outbox_id))
    expect(outbox!.status).toBe('sent')
  })

  test('a refused send is logged as failed with the reason', async () => {
    await t.request('PUT', url('/smtp'), {
      token: owner.token,
      json: {
        host: '127.0.0.1',
        port: 1,
        security: 'none',
        user: '',
        sender_name: 'Loja',
        sender_email: 'a@aurora.com.br',
      },
    })
    const answer = await t.request('POST', url('/nf/test'), {
      token: owner.token,
      json: { to: 'x@example.com' },
    })
    const result = v.parse(MailTestResultSchema, answer.body)
    expect(result.status).toBe('failed')
    expect(result.error).toMatch(/recusou a conexão/)
    const page = v.parse(
      MailDeliveryPageSchema,
      (await t.request('GET', url('/deliveries?status=failed'), { token: reader.token })).body,
    )
    expect(page.items).toMatchObject([
      { type: 'nf', source: 'test', status: 'failed', to: 'x@example.com' },
    ])
  })
})

describe('SMTP settings', () => {
  test('the password is write-only and kept encrypted; left out keeps it, empty removes it', async () => {
    const json = {
      host: 'smtp.aurora.com.br',
      port: 587,
      security: 'starttls',
      user: 'contato',
      sender_name: 'Aurora',
      sender_email: 'contato@aurora.com.br',
    }
    const first = await t.request('PUT', url('/smtp'), {
      token: owner.token,
      json: { ...json, password: 'segredo-forte' },
    })
    expect(first.status, first.text).toBe(200)
    expect(first.text).not.toContain('segredo')
    expect(v.parse(SmtpSettingsSchema, first.body)).toMatchObject({
      configured: true,
      has_password: true,
    })
    const [row] = await t.db
      .select()
      .from(ecommerceMailSmtp)
      .where(eq(ecommerceMailSmtp.appId, app.id))
    expect(row!.passwordEncrypted).toMatch(/^v1\./)
    expect(row!.passwordEncrypted).not.toContain('segredo')

    const kept = await t.request('PUT', url('/smtp'), {
      token: owner.token,
      json: { ...json, port: 2525 },
    })
    expect(v.parse(SmtpSettingsSchema, kept.body)).toMatchObject({ port: 2525, has_password: true })
    const read = await t.request('GET', url('/smtp'), { token: reader.token })
    expect(read.text).not.toContain('segredo')
    const removed = await t.request('PUT', url('/smtp'), {
      token: owner.token,
      json: { ...json, password: '' },
    })
    expect(v.parse(SmtpSettingsSchema, removed.body).has_password).toBe(false)

    const bad = await t.request('PUT', url('/smtp'), {
      token: owner.token,
      json: { ...json, host: 'não é host', port: 70000, security: 'ssl', sender_email: 'x' },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys((bad.body as { data: { fields: object } }).data.fields).sort()).toEqual([
      'host',
      'port',
      'security',
      'sender_email',
    ])
    const gone = await t.request('DELETE', url('/smtp'), { token: owner.token })
    expect(v.parse(SmtpSettingsSchema, gone.body).configured).toBe(false)
  })

  test('verify uses the stored password when the form leaves it out', async () => {
    const json = {
      ...sinkParts(),
      security: 'none',
      user: 'sink',
      sender_name: 'Aurora',
      sender_email: 'contato@aurora.com.br',
    }
    await t.request('PUT', url('/smtp'), {
      token: owner.token,
      json: { ...json, password: 'secret' },
    })
    const answer = await t.request('POST', url('/smtp/verify'), { token: owner.token, json })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toMatchObject({ ok: true })
    expect(
      (await t.request('POST', url('/smtp/verify'), { token: reader.token, json })).status,
    ).toBe(403)
  })
})

describe('payment recovery', () => {
  let sequence = 0
  async function pendingPayment(
    createdAgoHours: number,
    fields: Partial<typeof payments.$inferInsert> = {},
  ) {
    sequence += 1
    const at = new Date(t.clock.now().getTime() - createdAgoHours * HOUR)
    const [row] = await t.db
      .insert(payments)
      .values({
        appId: app.id,
        type: 'pix',
        status: 'pending',
        amountCents: 15_990,
        items: [{ description: 'Camiseta', quantity: 1, unit_cents: 15_990 }],
        customerName: 'Joana Prado',
        customerEmail: `joana${sequence}@example.com`,
        reference: `rec-${sequence}-${app.id}`,
        pix: { code: `PIXCODE${sequence}`, txid: `tx${sequence}`, expires_at: null },
        publicToken: `tok-${sequence}-${app.id}`,
        createdAt: at,
        updatedAt: at,
        ...fields,
      })
      .returning()
    return row!
  }

  test('the schedule is saved with field errors for bad delays; carts have no source yet', async () => {
    const initial = v.parse(
      RecoverSettingsSchema,
      (await t.request('GET', url('/recover'), { token: reader.token })).body,
    )
    expect(initial.cart).toMatchObject({
      active: false,
      delays_hours: [1, 24, 72],
      source_available: false,
    })
    expect(initial.payment.source_available).toBe(true)
    const bad = await t.request('PUT', url('/recover/payment'), {
      token: owner.token,
      json: { active: true, delays_hours: [24, 1], coupon_code: 'com espaço' },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys((bad.body as { data: { fields: object } }).data.fields).sort()).toEqual([
      'coupon_code',
      'delays_hours',
    ])
    expect(
      (await t.request('PUT', url('/recover/boleto'), { token: owner.token, json: {} })).status,
    ).toBe(404)
    const saved = await t.request('PUT', url('/recover/payment'), {
      token: owner.token,
      json: { active: true, delays_hours: [1, 24], coupon_code: 'VOLTA10' },
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body).toMatchObject({
      kind: 'payment',
      active: true,
      delays_hours: [1, 24],
      coupon_code: 'VOLTA10',
    })
  })

  test('reminds pending pix and boleto payments once per step, in the step whose window they are in', async () => {
    await t.request('PUT', url('/recover/payment'), {
      token: owner.token,
      json: { active: true, delays_hours: [1, 24], coupon_code: 'VOLTA10' },
    })
    const fresh = await pendingPayment(0.5)
    const firstStep = await pendingPayment(2)
    const secondStep = await pendingPayment(30)
    const ancient = await pendingPayment(24 * 10)
    await pendingPayment(2, { status: 'complete' })
    await pendingPayment(2, { type: 'creditcard', pix: null })
    await pendingPayment(2, { customerEmail: null })
    const foreign = await createStore(t, stranger, { name: 'Outra' })
    await pendingPayment(2, { appId: foreign.id })

    await Promise.all([t.runJob(mailRecoverJob, {}), t.runJob(mailRecoverJob, {})])
    const reminders = async () =>
      t.db
        .select()
        .from(ecommerceMailDeliveries)
        .where(
          and(
            eq(ecommerceMailDeliveries.appId, app.id),
            eq(ecommerceMailDeliveries.source, 'recover'),
          ),
        )
    let sent = await reminders()
    expect(sent.map((row) => [row.reference, row.step]).sort()).toEqual(
      [
        [String(firstStep.id), 1],
        [String(secondStep.id), 2],
      ].sort(),
    )
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, sent.find((row) => row.step === 1)!.outboxId!))
    expect(mail!.subject).toBe(`Pedido ${firstStep.reference}: falta só o pagamento`)
    expect(mail!.text).toContain('PIXCODE')
    expect(mail!.text).toMatch(/R\$\s159,90/)
    expect(mail!.text).not.toContain('boleto')
    expect(mail!.html).toContain(`/public/transaction?token=${firstStep.publicToken}"`)

    // Later: the fresh one reaches its first step, the first one its second; nothing twice.
    t.clock.advance(23 * HOUR)
    await t.runJob(mailRecoverJob, {})
    sent = await reminders()
    expect(sent).toHaveLength(4)
    expect(
      sent
        .filter((row) => row.reference === String(firstStep.id))
        .map((row) => row.step)
        .sort(),
    ).toEqual([1, 2])
    expect(sent.some((row) => row.reference === String(fresh.id) && row.step === 1)).toBe(true)
    expect(sent.some((row) => row.reference === String(ancient.id))).toBe(false)
    await t.runJob(mailRecoverJob, {})
    expect(await reminders()).toHaveLength(4)

    // The delivery log pages by keyset.
    const page1 = v.parse(
      MailDeliveryPageSchema,
      (await t.request('GET', url('/deliveries?limit=3&source=recover'), { token: reader.token }))
        .body,
    )
    expect(page1.items).toHaveLength(3)
    const page2 = v.parse(
      MailDeliveryPageSchema,
      (
        await t.request(
          'GET',
          url(`/deliveries?limit=3&source=recover&cursor=${page1.next_cursor}`),
          { token: reader.token },
        )
      ).body,
    )
    expect(page2).toMatchObject({ next_cursor: null })
    expect(page2.items).toHaveLength(1)
    expect(page2.items[0]!.id).toBeLessThan(page1.items[2]!.id)
    expect(
      (await t.request('GET', url('/deliveries?cursor=lixo'), { token: reader.token })).status,
    ).toBe(400)
  })

  test('an inactive schedule or a switched-off mail sends nothing', async () => {
    await t.request('PUT', url('/recover/payment'), {
      token: owner.token,
      json: { active: true, delays_hours: [1], coupon_code: '' },
    })
    await t.request('PUT', url('/recover_payment'), {
      token: owner.token,
      json: { ...DEFAULT_MAIL_TEMPLATES.recover_payment, active: false },
    })
    await pendingPayment(2)
    await t.runJob(mailRecoverJob, {})
    const rows = await t.db
      .select()
      .from(ecommerceMailDeliveries)
      .where(eq(ecommerceMailDeliveries.appId, app.id))
    expect(rows).toEqual([])
  })
})

describe('demo', () => {
  test('payment recovery on, cart recovery kept off, the defaults for every mail; twice is once', async () => {
    const { seedMailsDemo } = await import('./demo.ts')
    await seedMailsDemo(t.db, app.id, t.clock.now())
    await t.request('PUT', url('/recover/cart'), {
      token: owner.token,
      json: { active: false, delays_hours: [2], coupon_code: '' },
    })
    await seedMailsDemo(t.db, app.id, t.clock.now())
    const settings = v.parse(
      RecoverSettingsSchema,
      (await t.request('GET', url('/recover'), { token: owner.token })).body,
    )
    expect(settings.payment).toMatchObject({
      active: true,
      delays_hours: [1, 24, 72],
      coupon_code: 'VOLTA10',
    })
    expect(settings.cart).toMatchObject({ active: false, delays_hours: [2] })
  })
})

describe('renderStoreMail (for the storefront flows: password, no_password)', () => {
  test("the store's own template with the flow's values and the store's name; null when off", async () => {
    const { renderStoreMail } = await import('./templates.ts')
    await t.request('PUT', url('/password'), {
      token: owner.token,
      json: input({
        subject: 'Nova senha na {{store_name}}',
        body_html: '<p><a href="{{password_url}}">Trocar</a></p>',
      }),
    })
    const mail = await renderStoreMail(t.db, app.id, 'password', {
      customer_name: 'Ana',
      password_url: 'https://aurora.com.br/nova-senha/abc',
    })
    expect(mail!.subject).toBe('Nova senha na Loja Aurora')
    expect(mail!.html).toContain('href="https://aurora.com.br/nova-senha/abc"')
    expect(mail!.text).toContain('Trocar [https://aurora.com.br/nova-senha/abc]')
    const access = await renderStoreMail(t.db, app.id, 'no_password', {
      access_url: 'https://a.b/c',
    })
    expect(access!.subject).toBe('Seu link de acesso: Loja Aurora')
    const { storeAccessMail } = await import('./templates.ts')
    await t.request('PUT', url('/no_password'), {
      token: owner.token,
      json: input({
        subject: 'Entre na {{store_name}}',
        body_html: '<p><a href="{{access_url}}">Entrar</a></p>',
      }),
    })
    const link = 'https://aurora.com.br/acc/aurora?code=abc'
    expect(await storeAccessMail(t.db, app.id, 'ana@example.com', link)).toMatchObject({
      to: 'ana@example.com',
      subject: 'Entre na Loja Aurora',
      text: `Entrar [${link}]`,
    })
    await t.request('PUT', url('/no_password'), {
      token: owner.token,
      json: input({ active: false }),
    })
    expect(await storeAccessMail(t.db, app.id, 'ana@example.com', link)).toBeNull()
    await t.request('PUT', url('/password'), { token: owner.token, json: input({ active: false }) })
    expect(await renderStoreMail(t.db, app.id, 'password', {})).toBeNull()
  })
})
