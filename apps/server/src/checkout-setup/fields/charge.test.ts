import { randomUUID } from 'node:crypto'
import {
  PublicLinkSchema,
  PublicPaymentSchema,
  TransactionSchema,
  type CustomFieldInput,
  type PublicChargeInput,
} from '@vitrine/api'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { paymentLinks } from '../../links/schema.ts'
import { payments } from '../../payments/schema.ts'
import { createGateway, transactionsUrl } from '../../payments/testing.ts'
import { createStore, type AppRecord } from '../../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'

let t: TestServer
let owner: TestAccount
beforeAll(async () => {
  t = await createTestServer()
  owner = await t.register({ name: 'Marina Costa' })
})
afterAll(() => t.close())

let app: AppRecord
let pix: number
let slug: string
let slugs = 0
let ips = 0
beforeEach(async () => {
  app = await createStore(t, owner)
  pix = await createGateway(t, app, 'pix')
  slug = `campos-${++slugs}`
  const now = t.clock.now()
  await t.db.insert(paymentLinks).values({
    appId: app.id,
    slug,
    title: 'Consultoria',
    description: '',
    amountMode: 'fixed',
    amountCents: 10_000,
    gatewayIds: [pix],
    maxInstallments: 1,
    createdAt: now,
    updatedAt: now,
  })
})

const CPF = '529.982.247-25'
const CNPJ = '54.550.752/0001-55'

async function field(
  input: Partial<CustomFieldInput> & Pick<CustomFieldInput, 'key' | 'label' | 'type'>,
) {
  const answer = await t.request('POST', `/api/checkout/apps/${app.id}/checkout/fields`, {
    token: owner.token,
    json: { group: 'identification', ...input },
  })
  expect(answer.status, answer.text).toBe(201)
}

const payer = (overrides: Partial<PublicChargeInput> = {}): PublicChargeInput => ({
  name: 'Ana Souza',
  email: 'ana@example.com',
  document: CPF,
  gateway_id: pix,
  ...overrides,
})

const pay = (body: unknown) =>
  t.request('POST', `/api/payments/public/links/${slug}/charges`, {
    lang: 'pt-BR',
    ip: `10.1.0.${++ips}`,
    headers: { 'Idempotency-Key': randomUUID() },
    json: body,
  })

const paymentCount = async () =>
  (await t.db.select({ id: payments.id }).from(payments).where(eq(payments.appId, app.id))).length

describe('a link charge with the store’s custom fields', () => {
  beforeEach(async () => {
    await field({
      key: 'cnpj_filial',
      label: 'CNPJ da filial',
      type: 'document',
      required: true,
      visible_when: { document_kind: 'cnpj' },
    })
    await field({ key: 'apelido', label: 'Como quer ser chamada?', type: 'text', max_length: 10 })
    await field({
      key: 'como_conheceu',
      label: 'Como conheceu a loja?',
      type: 'select',
      group: 'cart',
      options: [{ value: 'insta', label: 'Instagram' }],
    })
  })

  test('the public link carries the fields in order', async () => {
    const answer = await t.request('GET', `/api/payments/public/links/${slug}`)
    const link = v.parse(PublicLinkSchema, answer.body)
    expect(link.checkout.fields.map((item) => item.key)).toEqual([
      'cnpj_filial',
      'apelido',
      'como_conheceu',
    ])
  })

  test('refused answers are a 422 per field and nothing is charged', async () => {
    const refused = await pay(
      payer({
        document: CNPJ,
        custom_fields: { apelido: 'Um apelido longo', como_conheceu: 'tv' },
      }),
    )
    expect(refused.status).toBe(422)
    expect(refused.body.data.fields).toEqual({
      'custom_fields.cnpj_filial': 'CNPJ da filial é obrigatório.',
      'custom_fields.apelido': 'Como quer ser chamada? deve ter no máximo 10 caracteres.',
      'custom_fields.como_conheceu': 'Como conheceu a loja? deve ser um dos valores permitidos.',
    })
    expect(await paymentCount()).toBe(0)
    const badType = await pay(payer({ custom_fields: { apelido: true } }))
    expect(badType.status).toBe(422)
    expect(await paymentCount()).toBe(0)
  })

  test('a field hidden for a CPF payer is not asked; the visible answers are kept and read', async () => {
    const answer = await pay(
      payer({
        custom_fields: {
          cnpj_filial: 'ignorado',
          apelido: ' Aninha ',
          como_conheceu: 'insta',
          outro: 'x',
        },
      }),
    )
    expect(answer.status, answer.text).toBe(201)
    const receipt = v.parse(PublicPaymentSchema, answer.body)
    const [row] = await t.db.select().from(payments).where(eq(payments.publicToken, receipt.token))
    const read = await t.request('GET', `${transactionsUrl(app)}/${row!.id}`, {
      token: owner.token,
    })
    expect(v.parse(TransactionSchema, read.body).custom_fields).toEqual([
      {
        key: 'apelido',
        label: 'Como quer ser chamada?',
        group: 'identification',
        type: 'text',
        value: 'Aninha',
        text: 'Aninha',
      },
      {
        key: 'como_conheceu',
        label: 'Como conheceu a loja?',
        group: 'cart',
        type: 'select',
        value: 'insta',
        text: 'Instagram',
      },
    ])
  })

  test('a CNPJ payer answers the CNPJ field; a payment without answers reads an empty list', async () => {
    const answer = await pay(payer({ document: CNPJ, custom_fields: { cnpj_filial: CNPJ } }))
    expect(answer.status, answer.text).toBe(201)
    const [row] = await t.db.select().from(payments).where(eq(payments.appId, app.id))
    const read = await t.request('GET', `${transactionsUrl(app)}/${row!.id}`, {
      token: owner.token,
    })
    expect(read.body.custom_fields).toEqual([
      {
        key: 'cnpj_filial',
        label: 'CNPJ da filial',
        group: 'identification',
        type: 'document',
        value: '54550752000155',
        text: CNPJ,
      },
    ])

    const plain = await pay(payer())
    expect(plain.status, plain.text).toBe(201)
    const token = v.parse(PublicPaymentSchema, plain.body).token
    const [second] = await t.db.select().from(payments).where(eq(payments.publicToken, token))
    const plainRead = await t.request('GET', `${transactionsUrl(app)}/${second!.id}`, {
      token: owner.token,
    })
    expect(plainRead.body.custom_fields).toEqual([])
  })
})
