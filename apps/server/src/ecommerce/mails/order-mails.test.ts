import { DEFAULT_MAIL_TEMPLATES, formatLinhaDigitavel, type MailInput } from '@vitrine/api'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { customers } from '../../customers/schema.ts'
import { JOBS_SCHEMA } from '../../jobs/queue.ts'
import { mailOutbox } from '../../mail/schema.ts'
import { paymentColumns } from '../../payments/rows.ts'
import { payments } from '../../payments/schema.ts'
import {
  acted,
  card,
  CARDS,
  charged,
  createGateway,
  postAction,
  type ChargeBody,
} from '../../payments/testing.ts'
import { runBilling } from '../../recurrence/billing/run.ts'
import {
  billingStore,
  createPlan,
  invoicesOf,
  subscribe,
} from '../../recurrence/billing/testing.ts'
import { createStore, storeWithPeople, type AppRecord } from '../../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { ecommerceLogs } from '../logs/schema.ts'
import { orderMailJob, orderMailOf } from './order-mails.ts'
import { ecommerceMailDeliveries } from './schema.ts'

/*
 * Payment moves send the store's order mails: the charge, the sandbox's simulations and the
 * panel's cancel go through the real API; the jobs they queued are read from pg-boss's table and
 * run as the runner would (t.runJob), so a test sees exactly what a move queued.
 */

let t: TestServer
let owner: TestAccount
let stranger: TestAccount
beforeAll(async () => {
  t = await createTestServer()
  ;({ owner, stranger } = await storeWithPeople(t))
})
afterAll(() => t.close())

let app: AppRecord
let otherApp: AppRecord
beforeEach(async () => {
  app = await createStore(t, owner, { name: 'Loja Aurora' })
  otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
})

let sequence = 0
async function customer(store: AppRecord, email: string | null = null) {
  sequence += 1
  const now = t.clock.now()
  const [row] = await t.db
    .insert(customers)
    .values({
      appId: store.id,
      name: 'Joana Prado',
      sortName: 'joana prado',
      email: email === null ? null : email || `joana${sequence}@example.com`,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: customers.id, email: customers.email })
  return row!
}

const ITEMS = [
  { description: 'Camiseta <básica>', quantity: 2, unit_cents: 5_990 },
  { description: 'Boné', quantity: 1, unit_cents: 4_990 },
]

async function charge(
  store: AppRecord,
  token: string,
  type: 'pix' | 'billet' | 'creditcard',
  body: Partial<ChargeBody> & { email?: string | null } = {},
) {
  const { email = '', ...rest } = body
  const payer = await customer(store, email)
  const gatewayId = await createGateway(t, store, type)
  const made = await charged(t, token, store, {
    gateway_id: gatewayId,
    customer_id: payer.id,
    items: ITEMS,
    ...(type === 'creditcard' ? { card: card() } : {}),
    ...rest,
  })
  return { id: made.id, to: payer.email }
}

type OrderMailPayload = Parameters<typeof orderMailJob.handler>[0]

/** The order mails a payment's moves queued, oldest first: their payloads. */
async function queued(paymentId: number) {
  const result = await t.db.execute(sql`
    select data from ${sql.identifier(JOBS_SCHEMA)}.job
    where name = ${orderMailJob.name} and (data ->> 'payment_id')::bigint = ${paymentId}
    order by created_on, id`)
  return (result as unknown as { rows: { data: OrderMailPayload }[] }).rows.map((row) => row.data)
}

/** Runs every order mail queued for the payment (again, for those run before). */
async function runQueued(paymentId: number) {
  for (const payload of await queued(paymentId)) await t.runJob(orderMailJob, payload)
}

/** What the store's delivery log says was sent about the payment, with the outbox's copy. */
async function sent(store: AppRecord, paymentId: number) {
  return t.db
    .select({
      type: ecommerceMailDeliveries.type,
      source: ecommerceMailDeliveries.source,
      to: ecommerceMailDeliveries.to,
      status: ecommerceMailDeliveries.status,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
    })
    .from(ecommerceMailDeliveries)
    .innerJoin(mailOutbox, eq(mailOutbox.id, ecommerceMailDeliveries.outboxId))
    .where(
      and(
        eq(ecommerceMailDeliveries.appId, store.id),
        eq(ecommerceMailDeliveries.reference, String(paymentId)),
      ),
    )
    .orderBy(asc(ecommerceMailDeliveries.id))
}

const rowOf = async (id: number) =>
  (await t.db.select(paymentColumns).from(payments).where(eq(payments.id, id)))[0]!

describe('order mails', () => {
  test('a pix issued sends waiting_payment with its code; paid sends process_order', async () => {
    const pix = await charge(app, owner.token, 'pix')
    expect((await queued(pix.id)).map((job) => job.type)).toEqual(['waiting_payment'])
    await runQueued(pix.id)
    const [waiting, ...others] = await sent(app, pix.id)
    expect(others).toEqual([])
    const row = await rowOf(pix.id)
    expect(waiting).toMatchObject({
      type: 'waiting_payment',
      source: 'event',
      to: pix.to,
      status: 'sent',
      subject: `Pedido ${pix.id} recebido: aguardando pagamento`,
    })
    expect(waiting!.text).toContain(row.pix!.code)
    expect(waiting!.text).toContain('Joana Prado')
    expect(waiting!.text).toMatch(/Subtotal: R\$\s169,70/)
    expect(waiting!.text).toMatch(/Total: R\$\s169,70/)
    expect(waiting!.text).toContain('Equipe Loja Aurora')
    // The items' table, each value escaped where it lands in HTML.
    expect(waiting!.html).toContain('Camiseta &lt;básica&gt;')
    expect(waiting!.html).not.toContain('<básica>')
    // A pix charged from the panel has no payer page: its link is left out, not sent dead.
    expect(waiting!.html).not.toMatch(/about:blank|href=""/)
    expect(waiting!.text).not.toContain('Ver formas de pagamento')

    await acted(t, owner.token, app, pix.id, 'simulate', { outcome: 'paid' })
    expect((await queued(pix.id)).map((job) => job.type)).toEqual([
      'waiting_payment',
      'process_order',
    ])
    await runQueued(pix.id)
    const mails = await sent(app, pix.id)
    expect(mails.map((mail) => mail.type)).toEqual(['waiting_payment', 'process_order'])
    expect(mails[1]!.subject).toBe(`Pagamento aprovado: pedido ${pix.id}`)
    expect(mails[1]!.text).toContain('Boné')

    // Both reach the e-commerce log as mails sent.
    const logged = await t.db
      .select({ kind: ecommerceLogs.kind, detail: ecommerceLogs.detail })
      .from(ecommerceLogs)
      .where(and(eq(ecommerceLogs.appId, app.id), eq(ecommerceLogs.subject, pix.to!)))
    expect(logged.map((line) => [line.kind, line.detail.type, line.detail.source])).toEqual([
      ['mail_sent', 'waiting_payment', 'event'],
      ['mail_sent', 'process_order', 'event'],
    ])
  })

  test('a boleto sends its line and due date; cancelled, canceled_payment with the reason', async () => {
    const boleto = await charge(app, owner.token, 'billet')
    await runQueued(boleto.id)
    const row = await rowOf(boleto.id)
    const [waiting] = await sent(app, boleto.id)
    expect(waiting!.text).toContain(formatLinhaDigitavel(row.billet!.linha_digitavel))
    expect(waiting!.text).toContain(row.billet!.due_date.split('-').reverse().join('/'))
    expect(waiting!.html).toContain(`/api/payments/public/billets/${row.publicToken}`)

    const answer = await postAction(t, owner.token, app, boleto.id, 'cancel')
    expect(answer.status, answer.text).toBe(200)
    await runQueued(boleto.id)
    const mails = await sent(app, boleto.id)
    expect(mails.map((mail) => mail.type)).toEqual(['waiting_payment', 'canceled_payment'])
    expect(mails[1]!.subject).toBe(`O pagamento do pedido ${boleto.id} foi cancelado`)
    expect(mails[1]!.text).toContain('foi cancelado: Cobrança cancelada.')
  })

  test('cards: approved sends process_order only; declined, canceled_payment', async () => {
    const approved = await charge(app, owner.token, 'creditcard')
    expect((await queued(approved.id)).map((job) => job.type)).toEqual(['process_order'])
    const declined = await charge(app, owner.token, 'creditcard', {
      card: card(CARDS.declined),
    })
    expect((await queued(declined.id)).map((job) => job.type)).toEqual(['canceled_payment'])
    await runQueued(declined.id)
    const [mail] = await sent(app, declined.id)
    expect(mail).toMatchObject({ type: 'canceled_payment', to: declined.to })
  })

  test('a payer without an e-mail address is sent nothing', async () => {
    const pix = await charge(app, owner.token, 'pix', { email: null })
    await acted(t, owner.token, app, pix.id, 'simulate', { outcome: 'paid' })
    expect(await queued(pix.id)).toEqual([])
    const none = await charge(app, owner.token, 'pix', { customer_id: null })
    expect(await queued(none.id)).toEqual([])
  })

  test('a job run twice, or twice at once, sends once', async () => {
    const pix = await charge(app, owner.token, 'pix')
    const [job] = await queued(pix.id)
    await Promise.all([t.runJob(orderMailJob, job!), t.runJob(orderMailJob, job!)])
    await t.runJob(orderMailJob, job!)
    expect(await sent(app, pix.id)).toHaveLength(1)
  })

  test('waiting_payment is not sent once the payment was paid; a mail switched off, not at all', async () => {
    const pix = await charge(app, owner.token, 'pix')
    await acted(t, owner.token, app, pix.id, 'simulate', { outcome: 'paid' })
    await runQueued(pix.id)
    expect((await sent(app, pix.id)).map((mail) => mail.type)).toEqual(['process_order'])

    const off = await t.request('PUT', `/api/ecommerce/apps/${app.id}/mails/waiting_payment`, {
      token: owner.token,
      json: { ...DEFAULT_MAIL_TEMPLATES.waiting_payment, active: false },
    })
    expect(off.status, off.text).toBe(200)
    const quiet = await charge(app, owner.token, 'pix')
    await runQueued(quiet.id)
    expect(await sent(app, quiet.id)).toEqual([])
  })

  test("the store's own template is used, never another store's", async () => {
    const mine: MailInput = {
      subject: 'Aurora: pedido {{order_number}} no aguardo',
      preheader: '',
      body_html: '<p>Oi {{customer_name}}, pague com {{pix_code}} na {{store_name}}</p>',
      active: true,
    }
    const saved = await t.request('PUT', `/api/ecommerce/apps/${app.id}/mails/waiting_payment`, {
      token: owner.token,
      json: mine,
    })
    expect(saved.status, saved.text).toBe(200)
    const theirs = await t.request(
      'PUT',
      `/api/ecommerce/apps/${otherApp.id}/mails/waiting_payment`,
      { token: stranger.token, json: { ...mine, subject: 'Alheia {{order_number}}' } },
    )
    expect(theirs.status, theirs.text).toBe(200)

    const pix = await charge(app, owner.token, 'pix')
    await runQueued(pix.id)
    const [mail] = await sent(app, pix.id)
    expect(mail!.subject).toBe(`Aurora: pedido ${pix.id} no aguardo`)
    expect(mail!.text).toContain(`pague com ${(await rowOf(pix.id)).pix!.code} na Loja Aurora`)

    // A third store, which saved nothing, sends the default — not the others' edits.
    const third = await createStore(t, owner, { name: 'Loja Terceira' })
    const other = await charge(third, owner.token, 'pix')
    await runQueued(other.id)
    const [plain] = await sent(third, other.id)
    expect(plain!.subject).toBe(`Pedido ${other.id} recebido: aguardando pagamento`)
    expect(await sent(otherApp, other.id)).toEqual([])
    expect(await sent(app, other.id)).toEqual([])
  })

  test("a recurrence invoice's payment queues nothing: billing mails its subscriber", async () => {
    const store = await billingStore(t, owner)
    const plan = await createPlan(t, store)
    const sub = await subscribe(t, store, plan.id, { method: 'pix' })
    await runBilling(t.deps)
    const [invoice] = await invoicesOf(t, sub.id)
    expect(invoice?.paymentId).toBeTypeOf('number')
    expect(await queued(invoice!.paymentId!)).toEqual([])
  })
})

describe('which move sends which mail', () => {
  const move = (event: string, type: string, from: string) =>
    orderMailOf({
      event: event as Parameters<typeof orderMailOf>[0]['event'],
      before: { status: from } as Parameters<typeof orderMailOf>[0]['before'],
      after: { type } as Parameters<typeof orderMailOf>[0]['after'],
    })

  test('issued to pay by the payer: waiting; money in: processing; ended after issue: canceled', () => {
    expect(move('issue', 'pix', 'empty')).toBe('waiting_payment')
    expect(move('issue', 'billet', 'empty')).toBe('waiting_payment')
    expect(move('issue', 'custom', 'empty')).toBe('waiting_payment')
    expect(move('issue', 'creditcard', 'empty')).toBeNull()
    expect(move('pre_authorize', 'creditcard', 'pending')).toBeNull()
    expect(move('capture', 'creditcard', 'pre_authorized')).toBe('process_order')
    expect(move('pay', 'custom', 'pending')).toBe('process_order')
    expect(move('settle', 'creditcard', 'authorized')).toBeNull()
    expect(move('void', 'creditcard', 'pre_authorized')).toBe('canceled_payment')
    expect(move('decline', 'pix', 'pending')).toBe('canceled_payment')
    // The provider never issued it (crash recovery): the payer was never asked for anything.
    expect(move('decline', 'pix', 'empty')).toBeNull()
    expect(move('refund_rest', 'pix', 'complete')).toBeNull()
  })
})
