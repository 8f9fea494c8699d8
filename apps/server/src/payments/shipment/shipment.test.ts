import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { customers } from '../../customers/schema.ts'
import { orderMailJob } from '../../ecommerce/mails/order-mails.ts'
import { ecommerceMailDeliveries } from '../../ecommerce/mails/schema.ts'
import { JOBS_SCHEMA } from '../../jobs/queue.ts'
import { mailOutbox } from '../../mail/schema.ts'
import { createStore, storeWithPeople, type AppRecord } from '../../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { acted, charged, createGateway } from '../testing.ts'

/*
 * The shipment of a paid payment through the real API; the order mails it queued are read from
 * pg-boss's table and run as the runner would (t.runJob), so a test sees what a save queued.
 */

/** A valid access key (check digit 9) and another one (check digit 4). */
const NF_KEY = '35261112345678000190550010000001231123456789'
const OTHER_NF_KEY = '35261112345678000190550010000001241123456794'

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
/** A pix charge of the store to a customer with an e-mail; paid unless told otherwise. */
async function payment(store: AppRecord, { paid = true } = {}) {
  sequence += 1
  const now = t.clock.now()
  const [payer] = await t.db
    .insert(customers)
    .values({
      appId: store.id,
      name: 'Joana Prado',
      sortName: 'joana prado',
      email: `joana.envio${sequence}@example.com`,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: customers.id })
  const gatewayId = await createGateway(t, store, 'pix')
  const made = await charged(t, owner.token, store, {
    gateway_id: gatewayId,
    customer_id: payer!.id,
    items: [{ description: 'Camiseta', quantity: 1, unit_cents: 5_990 }],
  })
  if (paid) await acted(t, owner.token, store, made.id, 'simulate', { outcome: 'paid' })
  return made.id
}

const shipmentUrl = (store: AppRecord, id: number) =>
  `/api/payments/apps/${store.id}/transactions/${id}/shipment`

/** Saved in Portuguese, as the panel asks. */
function save(store: AppRecord, id: number, json: Record<string, unknown>, token = owner.token) {
  return t.request('PUT', shipmentUrl(store, id), { token, json, lang: 'pt-BR' })
}

type Payload = Parameters<typeof orderMailJob.handler>[0]

/** Runs every order mail queued for the payment (again, for those run before). */
async function runQueued(paymentId: number) {
  const result = await t.db.execute(sql`
    select data from ${sql.identifier(JOBS_SCHEMA)}.job
    where name = ${orderMailJob.name} and (data ->> 'payment_id')::bigint = ${paymentId}
    order by created_on, id`)
  for (const { data } of (result as unknown as { rows: { data: Payload }[] }).rows) {
    await t.runJob(orderMailJob, data)
  }
}

/** The shipment mails the store's delivery log has for the payment, with the outbox's text. */
async function shipmentMails(store: AppRecord, paymentId: number) {
  const rows = await t.db
    .select({
      type: ecommerceMailDeliveries.type,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
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
  return rows.filter((row) => row.type === 'in_transport' || row.type === 'nf')
}

const TRACKING = {
  tracking_code: 'BR123456789BR',
  carrier: 'Correios',
  tracking_url: 'https://rastreamento.correios.com.br/app/index.php?objeto=BR123456789BR',
}

describe('shipment', () => {
  test('a tracking code mails in_transport once; a changed one mails again', async () => {
    const id = await payment(app)
    const first = await save(app, id, TRACKING)
    expect(first.status, first.text).toBe(200)
    expect(first.body).toMatchObject({ payment_id: id, ...TRACKING, nf_key: '' })
    await runQueued(id)
    const [mail, ...others] = await shipmentMails(app, id)
    expect(others).toEqual([])
    expect(mail).toMatchObject({ type: 'in_transport' })
    expect(mail!.subject).toBe(`Seu pedido ${id} está a caminho`)
    expect(mail!.text).toContain('BR123456789BR')
    expect(mail!.text).toContain(TRACKING.tracking_url)

    // The same code again (and the queue run again): nothing new.
    expect((await save(app, id, TRACKING)).status).toBe(200)
    await runQueued(id)
    expect(await shipmentMails(app, id)).toHaveLength(1)

    // A corrected code is news to the payer.
    const fixed = await save(app, id, { ...TRACKING, tracking_code: 'BR987654321BR' })
    expect(fixed.status, fixed.text).toBe(200)
    await runQueued(id)
    const mails = await shipmentMails(app, id)
    expect(mails.map((row) => row.type)).toEqual(['in_transport', 'in_transport'])
    expect(mails[1]!.text).toContain('BR987654321BR')

    const read = await t.request('GET', shipmentUrl(app, id), { token: owner.token })
    expect(read.body).toMatchObject({ tracking_code: 'BR987654321BR', carrier: 'Correios' })
  })

  test('an invoice mails nf with its number; keeping it mails nothing more', async () => {
    const id = await payment(app)
    const nf = { nf_number: '000.123.456', nf_key: NF_KEY, nf_url: 'https://nf.loja.dev/123.pdf' }
    const saved = await save(app, id, nf)
    expect(saved.status, saved.text).toBe(200)
    await runQueued(id)
    const [mail] = await shipmentMails(app, id)
    expect(mail).toMatchObject({ type: 'nf', subject: `Nota fiscal do pedido ${id}` })
    expect(mail!.text).toContain('000.123.456')
    expect(mail!.text).toContain('https://nf.loja.dev/123.pdf')

    // Adding the tracking code later mails in_transport, not nf again.
    expect((await save(app, id, { ...nf, ...TRACKING })).status).toBe(200)
    await runQueued(id)
    expect((await shipmentMails(app, id)).map((row) => row.type)).toEqual(['nf', 'in_transport'])
    // The key written in groups of four, as on the DANFE, is the same key.
    const grouped = NF_KEY.replace(/(\d{4})(?=\d)/g, '$1 ')
    const again = await save(app, id, { ...nf, ...TRACKING, nf_key: grouped })
    expect(again.body.nf_key).toBe(NF_KEY)
    await runQueued(id)
    expect(await shipmentMails(app, id)).toHaveLength(2)
  })

  test('a payment that received no money is a 409, and nothing is saved', async () => {
    const id = await payment(app, { paid: false })
    const answer = await save(app, id, TRACKING)
    expect(answer.status).toBe(409)
    expect(answer.body.message).toMatch(/^Só é possível informar envio e nota fiscal/)
    const read = await t.request('GET', shipmentUrl(app, id), { token: owner.token })
    expect(read.status).toBe(200)
    expect(read.body).toBeNull()
  })

  test('bad input is refused field by field', async () => {
    const id = await payment(app)
    const answer = await save(app, id, {
      tracking_code: 'BR123456789BR',
      tracking_url: 'http://rastreio.dev/BR123',
      nf_number: '1',
      nf_key: OTHER_NF_KEY.slice(0, 43) + '0',
    })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.data.fields).sort()).toEqual([
      'carrier',
      'nf_key',
      'tracking_url',
    ])
    expect(answer.body.data.fields.nf_key).toMatch(/44 dígitos/)
  })

  test("another store's payment is not found, to read or to save", async () => {
    const id = await payment(app)
    const theirs = await save(otherApp, id, TRACKING, stranger.token)
    expect(theirs.status).toBe(404)
    const mine = await save(app, id, TRACKING, stranger.token)
    expect(mine.status).toBe(404)
    const read = await t.request('GET', shipmentUrl(otherApp, id), { token: stranger.token })
    expect(read.status).toBe(404)
  })
})
