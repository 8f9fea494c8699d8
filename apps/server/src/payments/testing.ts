import { randomUUID } from 'node:crypto'
import {
  TransactionSchema,
  type AreaLevels,
  type GatewayType,
  type Transaction,
} from '@vitrine/api'
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { gateways } from '../gateways/schema.ts'
import { moneyTrail } from '../ledger/balances.ts'
import { ledgerPostings } from '../ledger/schema.ts'
import {
  addManager,
  createStore,
  storeWithPeople,
  type AppRecord,
} from '../testing/access-fixtures.ts'
import {
  createTestServer,
  type TestAccount,
  type TestResponse,
  type TestServer,
} from '../testing/test-server.ts'

/*
 * What the payments tests share: gateways of every type written straight into their table (the
 * gateways routes are another domain's), charges and actions through the real API.
 */

/** Valid settings of each type, as the gateways routes would store them. */
export const GATEWAY_SETTINGS: Record<GatewayType, Record<string, unknown>> = {
  pix: { pix_key: 'financeiro@lojaaurora.com.br', expires_in_minutes: 60 },
  'pix-installment': {
    pix_key: 'financeiro@lojaaurora.com.br',
    expires_in_minutes: 60,
    max_installments: 6,
  },
  'static-pix': { pix_key: 'financeiro@lojaaurora.com.br', amount_cents: null, description: '' },
  billet: {
    bank: '341',
    wallet: '109',
    agreement: '123456',
    days_to_due: 3,
    fine_bps: 200,
    interest_monthly_bps: 100,
    discount_bps: 0,
    discount_days: 0,
  },
  creditcard: {
    soft_descriptor: 'LOJA AURORA',
    max_installments: 12,
    capture: 'automatic',
    brands: ['visa', 'mastercard', 'amex', 'elo', 'hipercard'],
  },
  voucher: { brands: ['alelo', 'vr'] },
  custom: {
    method_name: 'Transferência bancária',
    instructions:
      'Transfira para o Banco 341, agência 0001, conta 12345-6, em nome da Loja Aurora.',
  },
}

/** What the tests of a file read: its server, its people, and the stores of the test running. */
export interface FreshStores {
  t: TestServer
  owner: TestAccount
  /** A manager of `app` at the levels the file asked for. */
  reader: TestAccount
  /** Owns `otherApp` and nothing of `app`. */
  stranger: TestAccount
  app: AppRecord
  otherApp: AppRecord
}

/**
 * Registers a file's hooks: a test server and its people once (hashing their passwords is what
 * costs), then before each test fresh stores, the owner's with `reader` at `readerLevels` and a
 * stranger's, handed to `take`: after the hooks registered before this call, before those
 * registered after it. The server closes after the file.
 */
export function setUpFreshStores(
  readerLevels: AreaLevels,
  take: (stores: FreshStores) => void,
): void {
  let t: TestServer
  let people: Awaited<ReturnType<typeof storeWithPeople>>
  beforeAll(async () => {
    t = await createTestServer()
    people = await storeWithPeople(t)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    const { owner, reader, stranger } = people
    const app = await createStore(t, owner)
    await addManager(t, app, reader, readerLevels)
    const otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
    take({ t, owner, reader, stranger, app, otherApp })
  })
}

/** 2,50 % + R$ 0,50: both parts of a fee show in the arithmetic. */
export const FEES = { feePercentBps: 250, feeFixedCents: 50 }

export async function createGateway(
  t: TestServer,
  app: AppRecord,
  type: GatewayType,
  overrides: Partial<typeof gateways.$inferInsert> = {},
): Promise<number> {
  const now = t.clock.now()
  const [row] = await t.db
    .insert(gateways)
    .values({
      appId: app.id,
      type,
      name: `Sandbox ${type}`,
      provider: 'sandbox',
      environment: 'sandbox',
      settings: GATEWAY_SETTINGS[type],
      ...FEES,
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning({ id: gateways.id })
  return row!.id
}

/** The sandbox's test cards (payments/card/test-cards.ts). */
export const CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  preAuthorized: '4000 0025 0000 3155',
} as const

export function card(number: string = CARDS.approved) {
  return { number, holder: 'ANA SOUZA', expiry_month: 12, expiry_year: 2035, cvv: '123' }
}

export const transactionsUrl = (app: AppRecord) => `/api/payments/apps/${app.id}/transactions`

export interface ChargeBody {
  gateway_id: number
  customer_id?: number | null
  items?: { description: string; quantity: number; unit_cents: number }[]
  installments?: number
  description?: string
  card?: ReturnType<typeof card>
}

/** POST a charge; the answer as it came. */
export function postCharge(
  t: TestServer,
  token: string,
  app: AppRecord,
  body: ChargeBody,
  key: string = randomUUID(),
): Promise<TestResponse> {
  return t.request('POST', transactionsUrl(app), {
    token,
    lang: 'pt-BR',
    headers: { 'Idempotency-Key': key },
    json: {
      customer_id: null,
      items: [{ description: 'Camiseta', quantity: 2, unit_cents: 5000 }],
      ...body,
    },
  })
}

/** A charge that must be created; the payment, checked against the contract. */
export async function charged(
  t: TestServer,
  token: string,
  app: AppRecord,
  body: ChargeBody,
): Promise<Transaction> {
  const answer = await postCharge(t, token, app, body)
  expect(answer.status, answer.text).toBe(201)
  return v.parse(TransactionSchema, answer.body)
}

export type Action = 'capture' | 'refunds' | 'cancel' | 'confirm' | 'simulate'

/** POST one of the actions of a payment. */
export function postAction(
  t: TestServer,
  token: string,
  app: AppRecord,
  paymentId: number,
  action: Action,
  json: unknown = {},
  key: string = randomUUID(),
): Promise<TestResponse> {
  return t.request('POST', `${transactionsUrl(app)}/${paymentId}/${action}`, {
    token,
    lang: 'pt-BR',
    headers: { 'Idempotency-Key': key },
    json,
  })
}

/** An action that must succeed; the payment after it. */
export async function acted(
  t: TestServer,
  token: string,
  app: AppRecord,
  paymentId: number,
  action: Action,
  json: unknown = {},
): Promise<Transaction> {
  const answer = await postAction(t, token, app, paymentId, action, json)
  expect(answer.status, answer.text).toBe(200)
  return v.parse(TransactionSchema, answer.body)
}

/** The sum of every posting of the app's ledger: zero when the books balance. */
export async function ledgerSum(t: TestServer, app: AppRecord): Promise<number> {
  const [row] = await t.db
    .select({ sum: sql<string | null>`sum(${ledgerPostings.amountCents})` })
    .from(ledgerPostings)
    .where(sql`${ledgerPostings.appId} = ${app.id}`)
  return Number(row?.sum ?? 0)
}

/** Each account's balance of one payment's journals (debits positive). */
export async function trailBalances(
  t: TestServer,
  app: AppRecord,
  paymentId: number,
): Promise<Record<string, number>> {
  const postings = await moneyTrail(t.db, app.id, `payment:${paymentId}`)
  const balances: Record<string, number> = {}
  for (const posting of postings) {
    balances[posting.account] = (balances[posting.account] ?? 0) + posting.amountCents
  }
  return balances
}

/**
 * The payment's journals say what its amounts say: the payer was charged what was captured,
 * the clearing account is back to zero, the fee went to `fees`, refunds to `refunds`, and the
 * rest is the merchant's (available once released by a pay or a settle).
 */
export async function expectLedgerAgrees(
  t: TestServer,
  app: AppRecord,
  payment: Transaction,
): Promise<void> {
  const balances = await trailBalances(t, app, payment.id)
  const of = (account: string) => balances[account] ?? 0
  const received = payment.captured_cents > 0
  expect(Object.values(balances).reduce((sum, value) => sum + value, 0)).toBe(0)
  expect(of('customer_receivable')).toBe(0 - payment.captured_cents || 0)
  expect(of('gateway_clearing')).toBe(0)
  expect(of('fees')).toBe(received ? payment.fee_cents : 0)
  expect(of('refunds')).toBe(payment.refunded_cents)
  expect(of('merchant_pending') + of('merchant_available')).toBe(
    received ? payment.captured_cents - payment.fee_cents - payment.refunded_cents : 0,
  )
  const released = payment.timeline.some((event) =>
    ['pay', 'settle', 'settle_rest'].includes(event.event),
  )
  // Refunds come out of where the money is: pending until released, available after.
  expect(of(released ? 'merchant_pending' : 'merchant_available')).toBe(0)
}

/** The payment and its trail as the API answers them: to show that nothing changed. */
export async function snapshot(
  t: TestServer,
  token: string,
  app: AppRecord,
  paymentId: number,
): Promise<{ payment: unknown; trail: unknown }> {
  const payment = await t.request('GET', `${transactionsUrl(app)}/${paymentId}`, { token })
  const trail = await t.request('GET', `${transactionsUrl(app)}/${paymentId}/trail`, { token })
  expect(payment.status).toBe(200)
  expect(trail.status).toBe(200)
  return { payment: payment.body, trail: trail.body }
}
