import { randomUUID } from 'node:crypto'
import {
  PayoutSchema,
  StatementPageSchema,
  SupplierSchema,
  WalletBalanceSchema,
  WalletSettingsSchema,
} from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterEach, beforeAll, afterAll, describe, expect, test } from 'vitest'
import { auditLog } from '../audit/schema.ts'
import { postJournal } from '../ledger/post.ts'
import { ledgerSum } from '../payments/testing.ts'
import {
  addManager,
  createStore,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { DAY } from '../clock.ts'
import { settlePayoutJob } from './settle.ts'
import {
  enableWallet,
  FAILING_DESTINATION,
  fund,
  PIX_DESTINATION,
  SUPPLIER,
  walletUrl,
  withdraw,
} from './testing.ts'

let t: TestServer
let owner: TestAccount
let app: AppRecord
let stranger: TestAccount
let otherApp: AppRecord

beforeAll(async () => {
  t = await createTestServer()
  ;({ owner, app, stranger, otherApp } = await storeWithPeople(t))
})
afterAll(() => t.close())
// Whatever a test did, the books balance.
afterEach(async () => {
  expect(await ledgerSum(t, app)).toBe(0)
})

/** A fresh store of the owner's, with its wallet on and some money available. */
async function walletWith(cents: number, limits: Parameters<typeof enableWallet>[3] = {}) {
  const store = await createStore(t, owner, { name: `Loja ${randomUUID().slice(0, 6)}` })
  await enableWallet(t, owner.token, store, limits)
  if (cents > 0) await fund(t, store, cents)
  return store
}

async function balance(store: AppRecord) {
  const answer = await t.request('GET', `${walletUrl(store)}/balance`, { token: owner.token })
  expect(answer.status, answer.text).toBe(200)
  return v.parse(WalletBalanceSchema, answer.body)
}

const settle = (store: AppRecord, payoutId: number) =>
  t.runJob(settlePayoutJob, { app_id: store.id, payout_id: payoutId })

describe('settings and enabling', () => {
  test('off with the default limits until saved; saving and enabling are audited', async () => {
    const fresh = await t.request('GET', walletUrl(app), { token: owner.token })
    expect(v.parse(WalletSettingsSchema, fresh.body)).toEqual({
      enabled: false,
      enabled_at: null,
      min_withdrawal_cents: 1_000,
      daily_withdrawal_cap_cents: 5_000_000,
      destination: null,
      withdrawn_today_cents: 0,
    })
    await enableWallet(t, owner.token, app, { min: 500 })
    const after = await t.request('GET', walletUrl(app), { token: owner.token })
    expect(after.body).toMatchObject({
      enabled: true,
      enabled_at: t.clock.now().toISOString(),
      min_withdrawal_cents: 500,
      destination: PIX_DESTINATION,
    })
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.entity, 'wallet')))
    expect(entries.map((entry) => Object.keys(entry.changes as object).sort())).toEqual([
      ['destination', 'min_withdrawal_cents'],
      ['enabled'],
    ])
  })

  test('bad settings are 400 with field messages', async () => {
    const answer = await t.request('PUT', `${walletUrl(app)}/settings`, {
      token: owner.token,
      lang: 'pt-BR',
      json: { min_withdrawal_cents: 0, daily_withdrawal_cap_cents: 1.5, destination: null },
    })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.data.fields).sort()).toEqual([
      'daily_withdrawal_cap_cents',
      'min_withdrawal_cents',
    ])
  })

  test('disabling is refused while money is there, with the balance as data', async () => {
    const store = await walletWith(2_500)
    const refused = await t.request('PUT', `${walletUrl(store)}/enabled`, {
      token: owner.token,
      lang: 'pt-BR',
      json: { enabled: false },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('R$')
    expect(refused.body.data).toEqual({
      available_cents: 2_500,
      pending_cents: 0,
      blocked_cents: 0,
      releases: [],
    })
    const payout = await withdraw(t, owner.token, store, 2_500)
    expect(payout.status, payout.text).toBe(201)
    // In transit is still the store's money.
    const blocked = await t.request('PUT', `${walletUrl(store)}/enabled`, {
      token: owner.token,
      json: { enabled: false },
    })
    expect(blocked.status).toBe(409)
    expect(blocked.body.data.blocked_cents).toBe(2_500)
    await settle(store, payout.body.id)
    const off = await t.request('PUT', `${walletUrl(store)}/enabled`, {
      token: owner.token,
      json: { enabled: false },
    })
    expect(off.status, off.text).toBe(200)
    expect(off.body).toMatchObject({ enabled: false, enabled_at: null })
  })
})

describe('withdrawals', () => {
  test('refused while off, without a destination, under the minimum, over the cap or the balance', async () => {
    const off = await createStore(t, owner, { name: 'Desligada' })
    const disabled = await withdraw(t, owner.token, off, 5_000)
    expect(disabled.status).toBe(409)
    expect(disabled.body.message).toBe(
      'A carteira está desativada: ative-a para sacar ou pagar fornecedores.',
    )

    const bare = await walletWith(10_000, { destination: null })
    const noDestination = await withdraw(t, owner.token, bare, 5_000)
    expect(noDestination.status).toBe(409)
    expect(noDestination.body.message).toMatch(/^Cadastre a conta/)

    const store = await walletWith(10_000, { min: 1_000, cap: 6_000 })
    const small = await withdraw(t, owner.token, store, 999)
    expect(small.status).toBe(422)
    expect(small.body.data.fields.amount_cents).toBe('O valor mínimo de um saque é R$\u00a010,00.')
    const first = await withdraw(t, owner.token, store, 4_000)
    expect(first.status, first.text).toBe(201)
    const capped = await withdraw(t, owner.token, store, 2_001)
    expect(capped.status).toBe(422)
    expect(capped.body.data.fields.amount_cents).toContain('R$\u00a020,00')
    const rich = await walletWith(3_000, { cap: 1_000_000 })
    const over = await withdraw(t, owner.token, rich, 3_001)
    expect(over.status).toBe(422)
    expect(over.body.data.fields.amount_cents).toBe(
      'O saldo disponível é R$\u00a030,00: o valor não pode passar dele.',
    )
    // The day's cap starts again on the next day in São Paulo.
    t.clock.advance(DAY)
    const nextDay = await withdraw(t, owner.token, store, 6_000)
    expect(nextDay.status, nextDay.text).toBe(201)
  })

  test('money moves available → in transit → paid out; the key replays the answer', async () => {
    const store = await walletWith(10_000)
    const key = randomUUID()
    const asked = await withdraw(t, owner.token, store, 4_000, key)
    expect(asked.status, asked.text).toBe(201)
    const payout = v.parse(PayoutSchema, asked.body)
    expect(payout).toMatchObject({
      kind: 'withdrawal',
      status: 'in_transit',
      amount_cents: 4_000,
      destination_label: 'Pix: financeiro@lojaaurora.com.br',
      supplier_id: null,
    })
    expect(payout.provider_reference).toMatch(/^e2e-/)
    const replay = await withdraw(t, owner.token, store, 4_000, key)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
    expect(replay.body).toEqual(asked.body)
    expect(await balance(store)).toEqual({
      available_cents: 6_000,
      pending_cents: 0,
      blocked_cents: 4_000,
      releases: [],
    })
    await settle(store, payout.id)
    await settle(store, payout.id) // again: nothing more happens
    expect(await balance(store)).toMatchObject({ available_cents: 6_000, blocked_cents: 0 })
    const list = await t.request('GET', `${walletUrl(store)}/payouts`, { token: owner.token })
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: payout.id,
        status: 'paid_out',
        paid_out_at: expect.any(String),
      }),
    ])
    expect(await ledgerSum(t, store)).toBe(0)
    const settings = await t.request('GET', walletUrl(store), { token: owner.token })
    expect(settings.body.withdrawn_today_cents).toBe(4_000)
  })

  test('a transfer that fails gives the money back, and its share of the day’s cap', async () => {
    const store = await walletWith(10_000, { destination: FAILING_DESTINATION })
    const asked = await withdraw(t, owner.token, store, 7_000)
    expect(asked.status, asked.text).toBe(201)
    await settle(store, asked.body.id)
    expect(await balance(store)).toMatchObject({ available_cents: 10_000, blocked_cents: 0 })
    const failed = await t.request('GET', `${walletUrl(store)}/payouts?status=failed`, {
      token: owner.token,
    })
    expect(failed.body.items).toEqual([
      expect.objectContaining({
        id: asked.body.id,
        failure_reason: expect.stringMatching(/recusou/),
      }),
    ])
    const settings = await t.request('GET', walletUrl(store), { token: owner.token })
    expect(settings.body.withdrawn_today_cents).toBe(0)
    expect(await ledgerSum(t, store)).toBe(0)
  })

  test('50 parallel withdrawals never take the available balance below zero', async () => {
    const store = await walletWith(10_000, { min: 100 })
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(t, owner.token, store, 700)),
    )
    const accepted = answers.filter((answer) => answer.status === 201)
    const refused = answers.filter((answer) => answer.status !== 201)
    expect(accepted).toHaveLength(14) // 14 × 7,00 = 98,00 of 100,00
    for (const answer of refused) {
      expect(answer.status, answer.text).toBe(422)
      expect(answer.body.data.fields.amount_cents).toMatch(/^O saldo disponível é R\$\s2,00/)
    }
    const after = await balance(store)
    expect(after).toMatchObject({ available_cents: 200, blocked_cents: 9_800 })
    expect(await ledgerSum(t, store)).toBe(0)
  })
})

describe('suppliers and their payments', () => {
  test('registered once per document, paid from available, archived ones refused', async () => {
    const store = await walletWith(50_000)
    const url = `${walletUrl(store)}/suppliers`
    const created = await t.request('POST', url, { token: owner.token, json: SUPPLIER })
    expect(created.status, created.text).toBe(201)
    const supplier = v.parse(SupplierSchema, created.body)
    expect(supplier).toMatchObject({
      document: '11222333000181',
      document_kind: 'cnpj',
      archived: false,
      paid_cents: 0,
    })
    const again = await t.request('POST', url, {
      token: owner.token,
      lang: 'pt-BR',
      json: { ...SUPPLIER, name: 'Outra' },
    })
    expect(again.status).toBe(409)
    expect(again.body.data.fields.document).toBe('Já existe um fornecedor com este CPF ou CNPJ.')

    const pay = (json: unknown, id = supplier.id, target = store) =>
      t.request('POST', `${walletUrl(target)}/suppliers/${id}/payments`, {
        token: owner.token,
        lang: 'pt-BR',
        headers: { 'Idempotency-Key': randomUUID() },
        json,
      })
    const paid = await pay({ amount_cents: 12_345, description: 'Folhetos de março' })
    expect(paid.status, paid.text).toBe(201)
    expect(paid.body).toMatchObject({
      kind: 'supplier_payment',
      supplier_name: 'Gráfica Estrela',
      destination_label: 'Banco 260 · Ag. 0001 · C/C 123456-7',
    })
    await settle(store, paid.body.id)
    const read = await t.request('GET', `${url}/${supplier.id}`, { token: owner.token })
    expect(read.body).toMatchObject({ paid_cents: 12_345, last_paid_at: expect.any(String) })
    const history = await t.request(
      'GET',
      `${walletUrl(store)}/payouts?supplier_id=${supplier.id}`,
      {
        token: owner.token,
      },
    )
    expect(history.body.items).toHaveLength(1)

    const archived = await t.request('PUT', `${url}/${supplier.id}/archived`, {
      token: owner.token,
      json: { archived: true },
    })
    expect(archived.body.archived).toBe(true)
    const refused = await pay({ amount_cents: 2_000, description: 'Mais folhetos' })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/arquivado/)
    const listed = await t.request('GET', url, { token: owner.token })
    expect(listed.body.items).toEqual([])
    const onlyArchived = await t.request('GET', `${url}?archived=true&q=estrela`, {
      token: owner.token,
    })
    expect(onlyArchived.body.items.map((item: { id: number }) => item.id)).toEqual([supplier.id])

    // Another store's supplier is nobody's here.
    const foreign = await t.request(
      'GET',
      `/api/payments/apps/${otherApp.id}/wallet/suppliers/${supplier.id}`,
      {
        token: stranger.token,
      },
    )
    expect(foreign.status).toBe(404)
    const elsewhere = await walletWith(50_000)
    const notHers = await pay({ amount_cents: 2_000, description: 'x' }, supplier.id, elsewhere)
    expect(notHers.status).toBe(404)
    expect(notHers.body.message).toBe('Fornecedor não encontrado.')
  })
})

describe('balance and statement', () => {
  test('pending card money is released 30 days after it was captured', async () => {
    const store = await walletWith(0)
    await postJournal(t.db, {
      appId: store.id,
      kind: 'net',
      reference: 'payment:77',
      now: t.clock.now(),
      postings: [
        { account: 'merchant_pending', amountCents: 9_000 },
        { account: 'gateway_clearing', amountCents: -9_000 },
      ],
    })
    const day = new Date(t.clock.now().getTime() + 30 * DAY).toISOString().slice(0, 10)
    expect(await balance(store)).toEqual({
      available_cents: 0,
      pending_cents: 9_000,
      blocked_cents: 0,
      releases: [{ date: day, cents: 9_000 }],
    })
  })

  test('lines newest first with kinds, filters and pages; the CSV has them all', async () => {
    const store = await walletWith(20_000, { destination: FAILING_DESTINATION })
    const asked = await withdraw(t, owner.token, store, 5_000)
    await settle(store, asked.body.id)
    const page = await t.request('GET', `${walletUrl(store)}/statement`, {
      token: owner.token,
      lang: 'pt-BR',
    })
    const statement = v.parse(StatementPageSchema, page.body)
    expect(statement.items.map((line) => [line.kind, line.amount_cents])).toEqual([
      ['payout_returned', 5_000],
      ['withdrawal', -5_000],
      ['release', 20_000],
    ])
    expect(statement.items[1]!.description).toBe('Saque para Pix: falha@sandbox.dev')
    expect(statement.items[1]!.payout_id).toBe(asked.body.id)
    const out = await t.request('GET', `${walletUrl(store)}/statement?direction=out&limit=1`, {
      token: owner.token,
    })
    expect(out.body.items.map((line: { kind: string }) => line.kind)).toEqual(['withdrawal'])
    expect(out.body.next_cursor).toBeNull()
    const paged = await t.request('GET', `${walletUrl(store)}/statement?limit=2`, {
      token: owner.token,
    })
    const rest = await t.request(
      'GET',
      `${walletUrl(store)}/statement?limit=2&cursor=${paged.body.next_cursor}`,
      { token: owner.token },
    )
    expect(rest.body.items.map((line: { kind: string }) => line.kind)).toEqual(['release'])
    const tomorrow = new Date(t.clock.now().getTime() + DAY).toISOString().slice(0, 10)
    const none = await t.request('GET', `${walletUrl(store)}/statement?from=${tomorrow}`, {
      token: owner.token,
    })
    expect(none.body.items).toEqual([])
    const byKind = await t.request('GET', `${walletUrl(store)}/statement?kind=release`, {
      token: owner.token,
    })
    expect(byKind.body.items).toHaveLength(1)

    const csv = await t.request('GET', `${walletUrl(store)}/statement.csv`, { token: owner.token })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('Content-Type')).toMatch(/^text\/csv/)
    const rows = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(rows[0]).toBe('Data;Tipo;Descrição;Valor;Pagamento;Saque ou pagamento')
    expect(
      rows.slice(1).map((row) => row.split(';').slice(1, 2).concat(row.split(';')[3]!)),
    ).toEqual([
      ['Devolução', '50,00'],
      ['Saque', '-50,00'],
      ['Venda liberada', '200,00'],
    ])
    const bad = await t.request('GET', `${walletUrl(store)}/statement?kind=gift`, {
      token: owner.token,
    })
    expect(bad.status).toBe(400)
  })
})

describe('who may', () => {
  test('the __wallet role alone runs the wallet, and reaches no other payments route', async () => {
    const store = await walletWith(10_000)
    const admin = await t.register()
    await addManager(t, store, admin, levels({}), ['__wallet'])
    const read = await t.request('GET', `${walletUrl(store)}/balance`, { token: admin.token })
    expect(read.status, read.text).toBe(200)
    const asked = await withdraw(t, admin.token, store, 2_000)
    expect(asked.status, asked.text).toBe(201)
    const supplier = await t.request('POST', `${walletUrl(store)}/suppliers`, {
      token: admin.token,
      json: SUPPLIER,
    })
    expect(supplier.status, supplier.text).toBe(201)
    const payments = await t.request('GET', `/api/payments/apps/${store.id}/transactions`, {
      token: admin.token,
    })
    expect(payments.status).toBe(403)

    // A payments reader without the role reads the wallet but cannot move its money.
    const reader = await t.register()
    await addManager(t, store, reader, levels({ payments: 'read' }))
    expect((await t.request('GET', walletUrl(store), { token: reader.token })).status).toBe(200)
    expect((await withdraw(t, reader.token, store, 2_000)).status).toBe(403)
    // Someone of another store: the store does not exist for them.
    expect((await t.request('GET', walletUrl(store), { token: stranger.token })).status).toBe(404)
  })
})
