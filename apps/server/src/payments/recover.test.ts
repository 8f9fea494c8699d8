import { randomUUID } from 'node:crypto'
import { ApiError, TransactionSchema, type Transaction } from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { MINUTE } from '../clock.ts'
import type { AppAccess } from '../access/require-access.ts'
import { loadMembership } from '../access/membership.ts'
import { findUserByEmail } from '../identity/users.ts'
import { ledgerJournals } from '../ledger/schema.ts'
import { SERVER_JOBS, SERVER_SCHEDULES } from '../jobs/registry.ts'
import { createStore, type AppRecord } from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { createCharge, type ChargeValues, type ProviderResolver } from './charge.ts'
import { NEVER_CHARGED_AFTER_MS, paymentsRecoveryJob, recoverPayments } from './recover.ts'
import { providerFor, ProviderError } from './providers/index.ts'
import { payments, sandboxCharges } from './schema.ts'
import {
  card,
  createGateway,
  expectLedgerAgrees,
  ledgerSum,
  postCharge,
  transactionsUrl,
} from './testing.ts'

/*
 * A crash between the provider's answer and our write (issue 10 item 9). The provider is
 * wrapped so that the process "dies" right after it answered: the charge exists at the
 * provider, the payment stays `empty`. Recovery, a minute later, asks the provider by our
 * reference and writes the answer; the timeline and the ledger then agree, and nothing was
 * charged twice.
 */

let t: TestServer
let owner: TestAccount
let app: AppRecord
let access: AppAccess
let cardGateway: number
let pixGateway: number
beforeAll(async () => {
  t = await createTestServer()
  owner = await t.register({ name: 'Marina Costa' })
})
afterAll(() => t.close())
beforeEach(async () => {
  app = await createStore(t, owner)
  const user = (await findUserByEmail(t.db, owner.email))!
  const membership = (await loadMembership(t.db, app.id, user))!
  access = {
    app: membership.app,
    caller: { kind: 'user', user },
    grants: membership.grants,
    entries: [],
    resellerManager: false,
    viaRole: null,
  }
  cardGateway = await createGateway(t, app, 'creditcard')
  pixGateway = await createGateway(t, app, 'pix')
})

class Crash extends Error {}

/** The real provider, but the process dies right after its charge answered. */
const diesAfterAnswer: ProviderResolver = (name, db, clock) => {
  const real = providerFor(name, db, clock)
  return {
    ...real,
    async charge(account, request) {
      await real.charge(account, request)
      throw new Crash('the process died after the provider answered')
    },
  }
}

/** The real provider, but the process dies before the request reaches it. */
const diesBeforeAsking: ProviderResolver = (name, db, clock) => ({
  ...providerFor(name, db, clock),
  async charge() {
    throw new Crash('the process died before asking the provider')
  },
})

const cardCharge = (): ChargeValues => ({
  gateway_id: cardGateway,
  customer_id: null,
  items: [{ description: 'Tênis', quantity: 1, unit_cents: 25_000 }],
  description: '',
  installments: 1,
  card: card(),
})

async function chargeThatCrashes(providers: ProviderResolver, key = randomUUID()) {
  const failure = await createCharge(t.deps, access, cardCharge(), key, 'pt-BR', {
    providers,
  }).catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(ApiError)
  expect((failure as ApiError).statusCode).toBe(502)
  const [row] = await t.db.select().from(payments).where(eq(payments.appId, app.id))
  return row!
}

async function transaction(id: number): Promise<Transaction> {
  const answer = await t.request('GET', `${transactionsUrl(app)}/${id}`, { token: owner.token })
  return v.parse(TransactionSchema, answer.body)
}

const journalsOf = (id: number) =>
  t.db
    .select()
    .from(ledgerJournals)
    .where(and(eq(ledgerJournals.appId, app.id), eq(ledgerJournals.reference, `payment:${id}`)))

describe('a crash after the provider answered', () => {
  test('leaves an empty payment that recovery completes; timeline and ledger agree', async () => {
    const row = await chargeThatCrashes(diesAfterAnswer)
    expect(row.status).toBe('empty')
    expect(await journalsOf(row.id)).toEqual([])
    const [atProvider] = await t.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, row.reference))
    expect(atProvider!.status).toBe('authorized')

    // A live request may still be waiting for its provider: nothing younger than a minute.
    expect(await recoverPayments(t.deps)).toEqual({ answered: 0, declined: 0, failed: 0 })
    t.clock.advance(MINUTE + 1)
    expect(await recoverPayments(t.deps)).toEqual({ answered: 1, declined: 0, failed: 0 })

    const recovered = await transaction(row.id)
    expect(recovered).toMatchObject({
      status: 'authorized',
      captured_cents: 25_000,
      external_id: atProvider!.id,
      card: { brand: 'visa', last_four: '4242' },
    })
    expect(recovered.timeline.map((event) => [event.event, event.actor_name])).toEqual([
      ['issue', null],
      ['authorize', null],
    ])
    await expectLedgerAgrees(t, app, recovered)
    expect((await journalsOf(row.id)).map((journal) => journal.kind)).toEqual([
      'charge',
      'fee',
      'net',
    ])
    expect(await ledgerSum(t, app)).toBe(0)
    // Running again finds nothing more to do.
    expect(await recoverPayments(t.deps)).toEqual({ answered: 0, declined: 0, failed: 0 })
  })

  test('a retry with the same Idempotency-Key reaches the same charge, not a second one', async () => {
    const key = randomUUID()
    const row = await chargeThatCrashes(diesAfterAnswer, key)
    const { card: _card, ...body } = cardCharge()
    const retry = await postCharge(t, owner.token, app, { ...body, card: card() }, key)
    expect(retry.status, retry.text).toBe(201)
    expect(retry.body).toMatchObject({ id: row.id, status: 'authorized' })
    const atProvider = await t.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.appId, app.id))
    expect(atProvider).toHaveLength(1)
    await expectLedgerAgrees(t, app, retry.body)
    t.clock.advance(MINUTE + 1)
    expect(await recoverPayments(t.deps)).toEqual({ answered: 0, declined: 0, failed: 0 })
  })

  test('a charge the provider never got is declined, with nothing posted', async () => {
    const row = await chargeThatCrashes(diesBeforeAsking)
    // A slow provider could still be charging it: not declined yet.
    t.clock.advance(MINUTE + 1)
    expect(await recoverPayments(t.deps)).toEqual({ answered: 0, declined: 0, failed: 0 })
    expect((await transaction(row.id)).status).toBe('empty')
    t.clock.advance(NEVER_CHARGED_AFTER_MS)
    expect(await recoverPayments(t.deps)).toEqual({ answered: 0, declined: 1, failed: 0 })
    const declined = await transaction(row.id)
    expect(declined.status).toBe('failed')
    expect(declined.timeline).toMatchObject([
      {
        event: 'decline',
        from_status: 'empty',
        note: 'O provedor não registrou esta cobrança; nada foi cobrado.',
      },
    ])
    expect(await journalsOf(row.id)).toEqual([])
  })

  test('a provider that cannot be asked is tried again at the next run', async () => {
    const row = await chargeThatCrashes(diesBeforeAsking)
    t.clock.advance(MINUTE + 1)
    const down: ProviderResolver = (name, db, clock) => ({
      ...providerFor(name, db, clock),
      async lookup() {
        throw new Error('connection refused')
      },
    })
    expect(await recoverPayments(t.deps, { providers: down })).toEqual({
      answered: 0,
      declined: 0,
      failed: 1,
    })
    expect((await transaction(row.id)).status).toBe('empty')
    t.clock.advance(NEVER_CHARGED_AFTER_MS)
    expect((await recoverPayments(t.deps)).declined).toBe(1)
  })
})

describe('a charge the provider refuses outright', () => {
  test('is kept as failed with the reason, and answered with the provider’s status', async () => {
    const refusing: ProviderResolver = (name, db, clock) => ({
      ...providerFor(name, db, clock),
      async charge() {
        throw new ProviderError('invalid_request', 'A chave pix do gateway não é válida.')
      },
    })
    const failure = await createCharge(
      t.deps,
      access,
      { ...cardCharge(), gateway_id: pixGateway, card: undefined },
      randomUUID(),
      'pt-BR',
      { providers: refusing },
    ).catch((error: unknown) => error as ApiError)
    expect(failure).toMatchObject({
      statusCode: 422,
      message: 'O provedor de pagamento recusou: A chave pix do gateway não é válida.',
    })
    const [row] = await t.db.select().from(payments).where(eq(payments.appId, app.id))
    const failed = await transaction(row!.id)
    expect(failed.status).toBe('failed')
    expect(failed.timeline.at(-1)?.note).toBe('A chave pix do gateway não é válida.')
  })
})

test('recovery runs every minute as a job', () => {
  expect(SERVER_JOBS).toContain(paymentsRecoveryJob)
  expect(SERVER_SCHEDULES).toContainEqual(
    expect.objectContaining({ job: paymentsRecoveryJob, cron: '* * * * *' }),
  )
})
