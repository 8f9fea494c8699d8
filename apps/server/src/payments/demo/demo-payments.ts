import {
  buildBoleto,
  buildPixBrCode,
  TEST_CARDS,
  type GatewayType,
  type PaymentEvent,
} from '@vitrine/api'
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { addMs, DAY, HOUR, MINUTE } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import { customers } from '../../customers/schema.ts'
import { gateways } from '../../gateways/schema.ts'
import { ledgerAccounts, ledgerJournals, ledgerPostings } from '../../ledger/schema.ts'
import { paymentEvents, payments } from '../schema.ts'
import { DEMO_GATEWAYS, DEMO_PIX_KEY } from './demo-gateways.ts'
import { seedDemoLinks } from './demo-links.ts'
import { seedDemoSplit } from './demo-split.ts'
import { seedDemoWallet } from '../../wallet/demo.ts'
import { feeOf, planMove, type MoveIntent, type PaymentMoney } from '../moves.ts'

/*
 * The demo store's payments (issue 10 item 8): a few thousand over the last six months across
 * every type and status, made the way the real flow makes them — each one a list of moves
 * checked against the state machine, each move its timeline row and its ledger journals
 * (payments/ledger-plan.ts, the same plan the routes post) — so the list, the detail, the
 * money trail, the customers' totals and the ledger's balances all agree on first start.
 * Written in bulk (a few multi-row inserts) because the seed runs inside `npm start`.
 */

export const DEMO_PAYMENTS = 3000
const DAYS = 180

/** A small deterministic generator: the same demo on every machine. */
function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  }
}
type Random = ReturnType<typeof random>

interface Move {
  event: PaymentEvent
  afterMs: number
  amountCents?: number
  note?: string
}

const ITEMS = [
  ['Camiseta básica algodão', 5990],
  ['Calça jeans slim', 17990],
  ['Tênis de corrida', 34990],
  ['Mochila urbana', 21990],
  ['Boné aba curva', 7990],
  ['Jaqueta corta-vento', 29990],
  ['Meia esportiva (3 pares)', 3990],
  ['Garrafa térmica 1 L', 12990],
  ['Óculos de sol', 19990],
  ['Relógio digital', 24990],
  ['Vale-presente', 10000],
  ['Frete expresso', 2490],
] as const

/** The moves a payment of this type goes through, by what happened to it. */
function lifecycle(type: GatewayType, capture: string, rng: Random, ageMs: number): Move[] {
  const recent = ageMs < 2 * DAY
  const issue: Move = { event: 'issue', afterMs: 2_000 }
  const paidAfter = type === 'billet' ? rng.int(6, 70) * HOUR : rng.int(1, 40) * MINUTE
  const refundTail = (amount: number): Move[] => {
    const roll = rng.next()
    const later = rng.int(1, 20) * DAY
    if (roll < 0.04) {
      const part = Math.max(1, Math.round(amount * rng.pick([0.1, 0.25, 0.5])))
      const moves: Move[] = [
        { event: 'refund_part', afterMs: later, amountCents: part, note: 'Item devolvido' },
      ]
      if (rng.chance(0.3)) {
        moves.push({ event: 'refund_rest', afterMs: later + DAY, note: 'Pedido cancelado' })
      }
      return moves
    }
    if (roll < 0.07)
      return [{ event: 'refund_rest', afterMs: later, note: 'Desistência da compra' }]
    return []
  }
  if (type === 'creditcard' || type === 'voucher') {
    const roll = rng.next()
    const declined: Move = { event: 'decline', afterMs: 3_000, note: 'Saldo insuficiente' }
    if (roll < 0.07) return [issue, declined]
    if (roll < 0.1) {
      // A recurring charge's retries (issue 13 makes them; the demo shows both outcomes).
      const retried: Move = { event: 'retry_failed', afterMs: DAY, note: 'Nova tentativa recusada' }
      return rng.chance(0.5)
        ? [issue, declined, retried]
        : [issue, declined, retried, { event: 'retry_succeeded', afterMs: 2 * DAY }]
    }
    if (capture === 'pre_authorize') {
      const pre: Move = { event: 'pre_authorize', afterMs: 3_000 }
      if (recent && roll < 0.5) return [issue, pre]
      if (roll < 0.15) return [issue, pre, { event: 'void', afterMs: 2 * DAY, note: 'Sem estoque' }]
      return [
        issue,
        pre,
        { event: 'capture', afterMs: rng.int(2, 48) * HOUR },
        ...(recent ? [] : [{ event: 'settle', afterMs: 2 * DAY } as Move]),
      ]
    }
    const authorize: Move = { event: 'authorize', afterMs: 3_000 }
    if (recent) return [issue, authorize]
    return [issue, authorize, { event: 'settle', afterMs: 2 * DAY }, ...refundTail(0)]
  }
  if (type === 'custom') {
    if (recent || rng.chance(0.2)) return [issue]
    return [issue, { event: 'pay', afterMs: rng.int(2, 48) * HOUR, note: 'Comprovante conferido' }]
  }
  // pix, static pix, pix in installments, boleto.
  if (recent && rng.chance(0.4)) return [issue]
  if (rng.chance(type === 'billet' ? 0.2 : 0.1)) {
    return [
      issue,
      { event: 'decline', afterMs: type === 'billet' ? 4 * DAY : HOUR, note: 'Expirou' },
    ]
  }
  return [issue, { event: 'pay', afterMs: paidAfter }, ...refundTail(0)]
}

type Row = typeof payments.$inferInsert
type EventRow = Omit<typeof paymentEvents.$inferInsert, 'paymentId'>
type Journal = { kind: string; at: Date; postings: { account: string; amountCents: number }[] }

interface Built {
  row: Row
  events: EventRow[]
  journals: Journal[]
}

/** The move's intent as the routes would ask it (refunds name their amount). */
function intentOf(move: Move): MoveIntent {
  switch (move.event) {
    case 'capture':
      return { kind: 'capture' }
    case 'refund_part':
      return { kind: 'refund', amountCents: move.amountCents }
    case 'refund_rest':
      return { kind: 'refund' }
    default:
      return { kind: move.event } as MoveIntent
  }
}

/** Applies the moves as the routes would, checking each against the state machine. */
function build(
  appId: number,
  index: number,
  createdAt: Date,
  gateway: {
    id: number
    type: GatewayType
    feePercentBps: number
    feeFixedCents: number
    settings: Record<string, unknown>
  },
  customer: { id: number; name: string; email: string | null; document: string | null } | null,
  rng: Random,
  now: Date,
): Built {
  const count = rng.int(1, 3)
  const items = Array.from({ length: count }, () => {
    const [description, unit] = rng.pick(ITEMS)
    return { description, quantity: rng.int(1, 2), unit_cents: unit }
  })
  const amount = items.reduce((sum, item) => sum + item.quantity * item.unit_cents, 0)
  const moves = lifecycle(
    gateway.type,
    String(gateway.settings.capture ?? ''),
    rng,
    now.getTime() - createdAt.getTime(),
  )
  const fees = { percent_bps: gateway.feePercentBps, fixed_cents: gateway.feeFixedCents }
  // The fee is fixed when the charge is made, as the routes do (payments/charge.ts).
  let money: PaymentMoney = {
    status: 'empty',
    amountCents: amount,
    capturedCents: 0,
    refundedCents: 0,
    feeCents: feeOf(amount, fees),
    released: false,
  }
  let at = createdAt
  let paidAt: Date | null = null
  const events: EventRow[] = []
  const journals: Journal[] = []
  for (const move of moves) {
    at = addMs(at, move.afterMs)
    if (at > now) break
    // A partial refund leaves something: the demo's "refund_part" must not empty the payment.
    const rest = money.capturedCents - money.refundedCents
    if (move.event === 'refund_part') move.amountCents = Math.min(move.amountCents ?? 0, rest - 1)
    if (move.event === 'refund_part' && (move.amountCents ?? 0) < 1) continue
    const plan = planMove(money, intentOf(move), fees)
    if (!plan.ok) throw new Error(`demo payment ${index}: ${move.event} from ${money.status}`)
    for (const journal of plan.journals) journals.push({ ...journal, at })
    if (plan.to === 'complete' || plan.to === 'authorized') paidAt ??= at
    events.push({
      appId,
      event: plan.event,
      fromStatus: plan.from,
      status: plan.to,
      amountCents: plan.movedCents,
      note: move.note ?? '',
      actorName: null,
      createdAt: at,
    })
    money = plan.next
  }
  const reference = `demo-${index}`
  const artefacts = artefactsOf(gateway, amount, createdAt, index, rng)
  return {
    row: {
      appId,
      type: gateway.type,
      status: money.status,
      amountCents: amount,
      capturedCents: money.capturedCents,
      refundedCents: money.refundedCents,
      feeCents: money.feeCents,
      installments: gateway.type === 'creditcard' ? rng.pick([1, 1, 1, 2, 3, 6, 10]) : 1,
      description: items.length === 1 ? items[0]!.description : `Pedido #${10_000 + index}`,
      items,
      customerId: customer?.id ?? null,
      customerName: customer?.name ?? null,
      customerEmail: customer?.email ?? null,
      customerDocument: customer?.document ?? null,
      gatewayId: gateway.id,
      provider: 'sandbox',
      reference,
      externalId: `sbx_demo_${index.toString(36)}`,
      ...artefacts,
      createdAt,
      updatedAt: at,
      paidAt,
    },
    events,
    journals,
  }
}

function artefactsOf(
  gateway: { type: GatewayType; settings: Record<string, unknown> },
  amount: number,
  createdAt: Date,
  index: number,
  rng: Random,
): Partial<Row> {
  const txid = `DEMO${String(index).padStart(8, '0')}${rng.int(100000, 999999)}`
  switch (gateway.type) {
    case 'pix':
    case 'pix-installment':
    case 'static-pix': {
      const code = buildPixBrCode({
        type: 'static',
        key: DEMO_PIX_KEY,
        amountCents: amount,
        merchantName: 'Loja Demonstracao',
        merchantCity: 'Sao Paulo',
        txid,
      })
      return { pix: { code, txid, expires_at: addMs(createdAt, HOUR).toISOString() } }
    }
    case 'billet': {
      const dueDate = addMs(createdAt, 3 * DAY)
      const ourNumber = String(index).padStart(8, '0')
      const freeField = `109${ourNumber}0${'12345'.padStart(7, '0')}000000`
        .slice(0, 25)
        .padEnd(25, '0')
      const boleto = buildBoleto({ bank: '341', dueDate, amountCents: amount, freeField })
      return {
        billet: {
          barcode: boleto.barcode,
          linha_digitavel: boleto.linha,
          due_date: dueDate.toISOString().slice(0, 10),
        },
        publicToken: randomBytes(16).toString('base64url'),
      }
    }
    case 'creditcard':
    case 'voucher': {
      const card = rng.pick(TEST_CARDS.filter((test) => test.outcome === 'approved'))
      return { card: { brand: card.brand, last_four: card.number.slice(-4) } }
    }
    case 'custom':
      return {
        instructions: {
          method_name: String(gateway.settings.method_name),
          text: String(gateway.settings.instructions),
        },
      }
  }
}

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += CHUNK)
    out.push(items.slice(start, start + CHUNK))
  return out
}

/**
 * The demo store's gateways and payments, once (nothing when the store already has gateways),
 * its payment links with some of the payments attached (demo-links.ts), its split sellers and
 * rule (demo-split.ts), and its customers' purchase totals recomputed from them. Run inside the
 * seed's transaction.
 */
export async function seedDemoPayments(db: Database, appId: number, now: Date): Promise<number> {
  const [existing] = await db
    .select({ id: gateways.id })
    .from(gateways)
    .where(eq(gateways.appId, appId))
    .limit(1)
  if (existing) return 0
  const created = await db
    .insert(gateways)
    .values(
      DEMO_GATEWAYS.map((gateway) => ({
        appId,
        type: gateway.type,
        name: gateway.name,
        provider: 'sandbox',
        environment: 'sandbox',
        active: true,
        feePercentBps: gateway.feePercentBps,
        feeFixedCents: gateway.feeFixedCents,
        settings: gateway.settings,
        createdAt: addMs(now, -(DAYS + 10) * DAY),
        updatedAt: addMs(now, -(DAYS + 10) * DAY),
      })),
    )
    .returning()
  const people = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      document: customers.document,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(eq(customers.appId, appId))

  const rng = random(20261124)
  // Pix most, then cards, boletos; the rest now and then.
  const weights: [number, number][] = created.map((gateway, index) => [
    index,
    {
      pix: 38,
      creditcard: 14,
      billet: 14,
      voucher: 4,
      'pix-installment': 3,
      'static-pix': 4,
      custom: 2,
    }[gateway.type as GatewayType] ?? 1,
  ])
  const totalWeight = weights.reduce((sum, [, weight]) => sum + weight, 0)
  const pickGateway = () => {
    let roll = rng.next() * totalWeight
    for (const [index, weight] of weights) {
      roll -= weight
      if (roll < 0) return created[index]!
    }
    return created[0]!
  }
  const built: Built[] = []
  for (let index = 0; index < DEMO_PAYMENTS; index++) {
    // More sales lately: the store is growing.
    const age = Math.floor(DAYS * DAY * rng.next() ** 1.4)
    const createdAt = addMs(now, -age)
    const gateway = pickGateway()
    // A customer who already existed then, or a guest checkout.
    const known = people.filter((person) => person.createdAt < createdAt)
    const customer = known.length > 0 && rng.chance(0.55) ? rng.pick(known) : null
    built.push(
      build(
        appId,
        index,
        createdAt,
        { ...gateway, type: gateway.type as GatewayType },
        customer,
        rng,
        now,
      ),
    )
  }
  built.sort((a, b) => a.row.createdAt!.getTime() - b.row.createdAt!.getTime())

  for (const part of chunks(built)) {
    const ids = await db
      .insert(payments)
      .values(part.map((item) => item.row))
      .returning({ id: payments.id })
    const events = part.flatMap((item, index) =>
      item.events.map((event) => ({ ...event, paymentId: ids[index]!.id })),
    )
    for (const group of chunks(events)) await db.insert(paymentEvents).values(group)
    await insertJournals(
      db,
      appId,
      part.flatMap((item, index) =>
        item.journals.map((journal) => ({ ...journal, reference: `payment:${ids[index]!.id}` })),
      ),
    )
  }
  await seedDemoLinks(db, appId, now, created)
  const pix = created.find((gateway) => gateway.type === 'pix')
  if (pix) await seedDemoSplit(db, appId, pix.id, now)
  await seedDemoWallet(db, appId, now)
  await recomputeCustomerTotals(db, appId)
  return built.length
}

async function insertJournals(
  db: Database,
  appId: number,
  journals: (Journal & { reference: string })[],
): Promise<void> {
  const codes = [
    ...new Set(journals.flatMap((journal) => journal.postings.map((posting) => posting.account))),
  ]
  if (codes.length === 0) return
  await db
    .insert(ledgerAccounts)
    .values(codes.map((code) => ({ appId, code })))
    .onConflictDoNothing()
  const accounts = new Map(
    (await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.appId, appId))).map((row) => [
      row.code,
      row.id,
    ]),
  )
  for (const group of chunks(journals)) {
    const ids = await db
      .insert(ledgerJournals)
      .values(
        group.map((journal) => ({
          appId,
          kind: journal.kind,
          reference: journal.reference,
          createdAt: journal.at,
        })),
      )
      .returning({ id: ledgerJournals.id })
    const postings = group.flatMap((journal, index) =>
      journal.postings.map((posting) => ({
        journalId: ids[index]!.id,
        appId,
        accountId: accounts.get(posting.account)!,
        amountCents: posting.amountCents,
      })),
    )
    for (const part of chunks(postings)) await db.insert(ledgerPostings).values(part)
  }
}

/**
 * Purchases and total spent from the store's payments that kept money (captured less
 * refunded): a payment refunded in full is no purchase.
 */
export async function recomputeCustomerTotals(db: Database, appId: number): Promise<void> {
  await db.execute(sql`
    update ${customers} c set
      purchases_count = coalesce(t.purchases, 0),
      total_spent = coalesce(t.spent, 0),
      last_purchase_at = t.last_at
    from (
      select cu.id, p.purchases, p.spent, p.last_at
      from ${customers} cu
      left join (
        select customer_id, count(*)::int as purchases,
               sum(captured_cents - refunded_cents)::bigint as spent, max(paid_at) as last_at
        from ${payments}
        where app_id = ${appId} and customer_id is not null and captured_cents > refunded_cents
        group by customer_id
      ) p on p.customer_id = cu.id
      where cu.app_id = ${appId}
    ) t
    where c.id = t.id`)
}
