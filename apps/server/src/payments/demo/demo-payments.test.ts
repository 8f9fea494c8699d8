import { parsePixBrCode, parseBancario, PAYMENT_STATUSES } from '@vitrine/api'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { apps } from '../../access/schema.ts'
import { systemClock } from '../../clock.ts'
import { customers } from '../../customers/schema.ts'
import { ledgerPostings } from '../../ledger/schema.ts'
import { seedDemoData } from '../../seed/demo.ts'
import { createTestServer, type TestServer } from '../../testing/test-server.ts'
import { payments } from '../schema.ts'
import { listSplitGateways } from '../../split/gateways.ts'
import { currentRule } from '../../split/rules.ts'
import { balanceNow } from '../../wallet/balance.ts'
import { listPayouts } from '../../wallet/payouts.ts'
import { walletSettings } from '../../wallet/settings.ts'
import { listSuppliers } from '../../wallet/suppliers.ts'
import { DEMO_PAYMENTS, seedDemoPayments } from './demo-payments.ts'

let t: TestServer
let appId: number
beforeAll(async () => {
  t = await createTestServer()
  await seedDemoData(t.db, systemClock)
  appId = (await t.db.select({ id: apps.id }).from(apps).orderBy(apps.id))[0]!.id
})
afterAll(() => t.close())

test('the demo store gets its payments once, across every status but the in-flight one', async () => {
  expect(await seedDemoPayments(t.db, appId, new Date())).toBe(0)
  const rows = await t.db
    .select({ status: payments.status, n: sql<number>`count(*)::int` })
    .from(payments)
    // The recurrence demo's invoices add payments of their own (recurrence/demo.ts).
    .where(
      and(
        eq(payments.appId, appId),
        sql`not exists (select 1 from subscription_invoices i where i.payment_id = ${payments.id})`,
      ),
    )
    .groupBy(payments.status)
  const byStatus = Object.fromEntries(rows.map((row) => [row.status, row.n]))
  expect(Object.values(byStatus).reduce((sum, n) => sum + n, 0)).toBe(DEMO_PAYMENTS)
  // `empty` is a charge whose provider has not answered yet: recovery would settle it.
  for (const status of PAYMENT_STATUSES.filter((status) => status !== 'empty')) {
    expect(byStatus[status], status).toBeGreaterThan(0)
  }
})

test("the demo's ledger balances, and the customers' totals are their payments'", async () => {
  const [ledger] = await t.db
    .select({ total: sql<string>`coalesce(sum(amount_cents), 0)` })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.appId, appId))
  expect(Number(ledger!.total)).toBe(0)

  const [mismatch] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(
      and(
        eq(customers.appId, appId),
        sql`${customers.totalSpent} <> coalesce((
          select sum(captured_cents - refunded_cents) from ${payments} p
          where p.customer_id = ${customers.id} and p.captured_cents > p.refunded_cents), 0)`,
      ),
    )
  expect(mismatch!.n).toBe(0)
  const [buyers] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(and(eq(customers.appId, appId), sql`${customers.purchasesCount} > 0`))
  expect(buyers!.n).toBeGreaterThan(10)
})

test("the demo's pix codes and boletos read back with their amounts", async () => {
  const rows = await t.db
    .select({ amount: payments.amountCents, pix: payments.pix, billet: payments.billet })
    .from(payments)
    .where(and(eq(payments.appId, appId), sql`(pix is not null or billet is not null)`))
    .limit(200)
  expect(rows.length).toBeGreaterThan(50)
  for (const row of rows) {
    if (row.pix) {
      const code = parsePixBrCode(row.pix.code)
      expect(code.valid && code.amountCents).toBe(row.amount)
      expect(code.valid && code.txid).toBe(row.pix.txid)
    }
    if (row.billet) {
      const boleto = parseBancario(row.billet.linha_digitavel, {
        referenceDate: row.billet.due_date,
      })
      expect(boleto.valid && boleto.amountCents).toBe(row.amount)
      expect(boleto.valid && boleto.dueDate).toBe(row.billet.due_date)
    }
  }
})

test('the demo store has payment links of every status, with payments attached', async () => {
  const { listLinks } = await import('../../links/read.ts')
  const { linkTotals } = await import('../../links/read.ts')
  const page = await listLinks(t.db, appId, {}, 'http://localhost', new Date(), 'pt-BR')
  expect(new Set(page.items.map((link) => link.status))).toEqual(
    new Set(['active', 'expired', 'sold_out', 'inactive']),
  )
  const shirt = page.items.find((link) => link.slug === 'camiseta-basica')!
  const totals = await linkTotals(t.db, appId, shirt.id, 'pt-BR')
  expect(totals.payments_count).toBeGreaterThan(5)
  expect(totals.received_cents).toBeGreaterThan(0)
  const [mismatched] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.appId, appId), eq(payments.linkId, shirt.id), sql`amount_cents <> 5990`))
  expect(mismatched!.n).toBe(0)
})

test('the demo marketplace: three sellers on the pix gateway and a 70/20/10 rule in version 2', async () => {
  const [pix, ...others] = await listSplitGateways(t.db, appId)
  expect(pix).toMatchObject({
    type: 'pix',
    sellers_count: 3,
    active_sellers_count: 2,
    rule_version: 2,
  })
  expect(others.every((gateway) => gateway.rule_version === null)).toBe(true)
  const rule = await currentRule(t.db, appId, pix!.id, 'pt-BR')
  expect(
    rule.current?.rule.shares.map((share) => share.kind === 'percent' && share.basis_points),
  ).toEqual([2000, 1000])
  expect(rule.current?.summary).toBe(
    'Ateliê Maré Alta: 25% → 20%; Joana Ribeiro Cerâmica: 5% → 10%.',
  )
})

test('the demo wallet: on, three suppliers, payouts paid out, in transit and failed', async () => {
  const settings = await walletSettings({ db: t.db, clock: systemClock }, appId)
  expect(settings).toMatchObject({ enabled: true, destination: { kind: 'pix' } })
  const suppliers = await listSuppliers(t.db, appId, {}, 'pt-BR')
  expect(new Set(suppliers.items.map((supplier) => supplier.category)).size).toBe(3)
  const payouts = await listPayouts(t.db, appId, {}, 'pt-BR')
  expect(payouts.items.map((payout) => payout.status).sort()).toEqual([
    'failed',
    'in_transit',
    'paid_out',
    'paid_out',
  ])
  const balance = await balanceNow(t.db, appId, systemClock.now())
  expect(balance.blocked_cents).toBe(500_000)
  expect(balance.available_cents).toBeGreaterThan(0)
  expect(balance.releases.reduce((sum, release) => sum + release.cents, 0)).toBe(
    balance.pending_cents,
  )
})
