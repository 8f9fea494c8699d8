import {
  buildBoleto,
  buildPixBrCode,
  DEFAULT_BILLING_SETTINGS,
  type PaymentEvent,
  type RecurrenceMethod,
} from '@vitrine/api'
import { randomBytes } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import { addMs, DAY, HOUR, MINUTE } from '../clock.ts'
import { customers } from '../customers/schema.ts'
import type { Database } from '../db/client.ts'
import { gateways } from '../gateways/schema.ts'
import type { AppDeps } from '../http/context.ts'
import type { Jobs } from '../jobs/queue.ts'
import { postJournals } from '../ledger/post.ts'
import { DEMO_PIX_KEY } from '../payments/demo/demo-gateways.ts'
import { recomputeCustomerTotals } from '../payments/demo/demo-payments.ts'
import type { JournalPlan } from '../payments/ledger-entries.ts'
import { feeOf, planMove, type MoveIntent, type PaymentMoney } from '../payments/moves.ts'
import { paymentEvents, payments } from '../payments/schema.ts'
import { issueNextInvoice } from './billing/issue.ts'
import { seedRecurrenceCatalogue } from './catalogue/demo.ts'
import {
  recurrencePlanProducts,
  recurrencePlans,
  sandboxCards,
  subscriptionInvoices,
  subscriptions,
} from './schema.ts'
import { moveSubscription, updateSubscription } from './shared/move.ts'
import { newSubscriptionPublicId } from './shared/public-id.ts'
import { lockSubscriptionRow, type InvoiceRow, type SubscriptionRow } from './shared/rows.ts'

/*
 * The demo store's recurrence (issue 13): the catalogue helper's coffee club (catalogue/demo.ts)
 * plus a three-month tasting plan that ends, and ~40 subscriptions over the demo's customers in
 * every status, with months of invoices and their payments. Each subscription is lived through
 * with the real pieces and a clock in the past: the billing engine's `issueNextInvoice` issues
 * every cycle (calendar, amounts, lines, the subscription's cycle and dates), the payments
 * core's `planMove` moves each payment (timeline, amounts and the ledger's journals, posted by
 * `postJournals`), and the subscription moves through the state machine (`moveSubscription`),
 * so the list, the detail, the payments, the ledger and the customers agree on first start.
 * Card subscriptions keep their card in the sandbox's vault, so the engine charges the next
 * cycles for real once the server runs. Run inside the seed's transaction, once per store.
 */

type Outcome =
  /** Paid at due time (a card authorised and settled; a pix or boleto paid). */
  | 'paid'
  /** A card declined; dunning waits for its next retry (past_due). */
  | 'declined'
  /** A card declined, a retry declined again (retry-error), the next one paid (retry-success). */
  | 'retried'
  /** A pix or boleto sent and not paid yet. */
  | 'pending'
  /** A pix or boleto that expired unpaid, the subscription's retries exhausted: canceled. */
  | 'expired'

interface DemoSubscription {
  plan: 'monthly' | 'quarterly' | 'yearly' | 'weekly' | 'capsules' | 'tasting'
  method: RecurrenceMethod
  startDaysAgo: number
  /** The outcome of each cycle, oldest first; cycles past the list are paid. */
  story?: Outcome[]
  /** What the merchant or the subscriber did, this many days ago. */
  end?: { kind: 'pause' | 'cancel' | 'cancel_at_period_end'; daysAgo: number }
  /** The sandbox's declined test card on file (its retries keep failing). */
  declinedCard?: boolean
}

const SUBSCRIPTIONS: readonly DemoSubscription[] = [
  // Active and paid, on every method and interval.
  { plan: 'monthly', method: 'creditcard', startDaysAgo: 140 },
  { plan: 'monthly', method: 'creditcard', startDaysAgo: 121 },
  { plan: 'monthly', method: 'creditcard', startDaysAgo: 96 },
  { plan: 'monthly', method: 'creditcard', startDaysAgo: 75 },
  { plan: 'monthly', method: 'creditcard', startDaysAgo: 44 },
  { plan: 'monthly', method: 'creditcard', startDaysAgo: 12 },
  { plan: 'monthly', method: 'creditcard', startDaysAgo: 2 },
  { plan: 'monthly', method: 'pix', startDaysAgo: 110 },
  { plan: 'monthly', method: 'pix', startDaysAgo: 58 },
  { plan: 'monthly', method: 'pix', startDaysAgo: 33 },
  { plan: 'monthly', method: 'pix', startDaysAgo: 27 },
  { plan: 'monthly', method: 'billet', startDaysAgo: 88 },
  { plan: 'monthly', method: 'billet', startDaysAgo: 28 },
  { plan: 'monthly', method: 'billet', startDaysAgo: 50 },
  { plan: 'yearly', method: 'creditcard', startDaysAgo: 100 },
  { plan: 'yearly', method: 'pix', startDaysAgo: 20 },
  { plan: 'weekly', method: 'creditcard', startDaysAgo: 30 },
  { plan: 'weekly', method: 'creditcard', startDaysAgo: 16 },
  { plan: 'quarterly', method: 'creditcard', startDaysAgo: 120 },
  { plan: 'quarterly', method: 'creditcard', startDaysAgo: 40 },
  { plan: 'capsules', method: 'creditcard', startDaysAgo: 145 },
  // A card declined, retried with retry-error and then retry-success.
  { plan: 'monthly', method: 'creditcard', startDaysAgo: 70, story: ['paid', 'retried'] },
  { plan: 'monthly', method: 'creditcard', startDaysAgo: 38, story: ['retried'] },
  // Trialing: the quarterly plan's seven days.
  { plan: 'quarterly', method: 'creditcard', startDaysAgo: 3 },
  { plan: 'quarterly', method: 'creditcard', startDaysAgo: 1 },
  // Past due: a declined card in dunning.
  {
    plan: 'monthly',
    method: 'creditcard',
    startDaysAgo: 64,
    story: ['paid', 'paid', 'declined'],
    declinedCard: true,
  },
  {
    plan: 'weekly',
    method: 'creditcard',
    startDaysAgo: 22,
    story: ['paid', 'paid', 'paid', 'declined'],
    declinedCard: true,
  },
  // Paused by the merchant.
  { plan: 'monthly', method: 'creditcard', startDaysAgo: 90, end: { kind: 'pause', daysAgo: 20 } },
  { plan: 'monthly', method: 'pix', startDaysAgo: 65, end: { kind: 'pause', daysAgo: 6 } },
  { plan: 'weekly', method: 'creditcard', startDaysAgo: 35, end: { kind: 'pause', daysAgo: 10 } },
  // Canceled: by the merchant, and by dunning after a pix and a boleto expired unpaid.
  {
    plan: 'monthly',
    method: 'creditcard',
    startDaysAgo: 130,
    end: { kind: 'cancel', daysAgo: 45 },
  },
  { plan: 'yearly', method: 'creditcard', startDaysAgo: 140, end: { kind: 'cancel', daysAgo: 30 } },
  { plan: 'monthly', method: 'pix', startDaysAgo: 80, story: ['paid', 'expired'] },
  { plan: 'monthly', method: 'billet', startDaysAgo: 115, story: ['paid', 'paid', 'expired'] },
  // Canceling at the end of the period already paid.
  {
    plan: 'monthly',
    method: 'creditcard',
    startDaysAgo: 47,
    end: { kind: 'cancel_at_period_end', daysAgo: 4 },
  },
  // The tasting plan's three cycles, all paid: ended.
  { plan: 'tasting', method: 'creditcard', startDaysAgo: 100 },
  { plan: 'tasting', method: 'pix', startDaysAgo: 95 },
  { plan: 'tasting', method: 'creditcard', startDaysAgo: 50 },
]

const APPROVED_CARD = { number: '4242424242424242', brand: 'visa' }
const DECLINED_CARD = { number: '4000000000000002', brand: 'visa' }

/** The engine's pieces run here without a job runner: nothing they publish is delivered. */
const SEED_JOBS: Jobs = {
  enqueue: async () => '',
  subscribe: () => () => undefined,
}

type GatewayRow = typeof gateways.$inferSelect
type PersonRow = { id: number; name: string; email: string | null; document: string | null }

interface Context {
  db: Database
  appId: number
  now: Date
  deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>
  /** The seed's clock: set to each step's moment before the engine's code runs. */
  at: { value: Date }
  gatewayOf: (method: RecurrenceMethod) => GatewayRow
  planNames: Map<number, string>
}

/** A payment's moves, each a delay after the one before, with a note when the provider gave one. */
type Step = [event: PaymentEvent, afterMs: number, note?: string]

function stepsOf(method: RecurrenceMethod, outcome: Outcome): Step[] {
  const issue: Step = ['issue', 2_000]
  if (method === 'creditcard') {
    const declined: Step = ['decline', 3_000, 'Cartão recusado: saldo insuficiente']
    if (outcome === 'declined') {
      return [issue, declined, ['retry_failed', 1 * DAY, 'Nova tentativa recusada']]
    }
    if (outcome === 'retried') {
      return [
        issue,
        declined,
        ['retry_failed', 1 * DAY, 'Nova tentativa recusada'],
        ['retry_succeeded', 2 * DAY],
      ]
    }
    return [issue, ['authorize', 3_000], ['settle', 2 * DAY]]
  }
  if (outcome === 'pending') return [issue]
  if (outcome === 'expired') {
    const note = method === 'pix' ? 'Pix expirado sem pagamento' : 'Boleto vencido sem pagamento'
    return [issue, ['decline', method === 'pix' ? HOUR : 8 * DAY, note]]
  }
  return [issue, ['pay', method === 'pix' ? 25 * MINUTE : 30 * HOUR]]
}

function intentOf(event: PaymentEvent): MoveIntent {
  return { kind: event } as MoveIntent
}

/** The artefact the payer saw: the pix code, the boleto, or the card's brand and last four. */
function artefactsOf(
  method: RecurrenceMethod,
  amountCents: number,
  issuedAt: Date,
  invoiceId: number,
  card: { number: string; brand: string },
): Partial<typeof payments.$inferInsert> {
  const txid = `DEMOREC${String(invoiceId).padStart(10, '0')}`
  if (method === 'pix') {
    const code = buildPixBrCode({
      type: 'static',
      key: DEMO_PIX_KEY,
      amountCents,
      merchantName: 'Loja Demonstracao',
      merchantCity: 'Sao Paulo',
      txid,
    })
    return { pix: { code, txid, expires_at: addMs(issuedAt, DAY).toISOString() } }
  }
  if (method === 'billet') {
    const dueDate = addMs(issuedAt, 5 * DAY)
    const ourNumber = String(900_000 + invoiceId).padStart(8, '0')
    const freeField = `109${ourNumber}0${'12345'.padStart(7, '0')}000000`
      .slice(0, 25)
      .padEnd(25, '0')
    const boleto = buildBoleto({ bank: '341', dueDate, amountCents, freeField })
    return {
      billet: {
        barcode: boleto.barcode,
        linha_digitavel: boleto.linha,
        due_date: dueDate.toISOString().slice(0, 10),
      },
    }
  }
  return { card: { brand: card.brand, last_four: card.number.slice(-4) } }
}

/**
 * The invoice's payment, move by move as the payments core would make it (state machine,
 * amounts, fee, journals), then the invoice and the subscription follow it as the engine's
 * outcome does: paid, declined into dunning, or expired. Answers whether the cycle was paid.
 */
async function payInvoice(
  ctx: Context,
  sub: SubscriptionRow,
  invoice: InvoiceRow,
  person: PersonRow,
  outcome: Outcome,
  card: { number: string; brand: string },
): Promise<SubscriptionRow> {
  const { db, appId } = ctx
  const gateway = ctx.gatewayOf(sub.method)
  const fees = { percent_bps: gateway.feePercentBps, fixed_cents: gateway.feeFixedCents }
  const amount = invoice.amountCents
  const issuedAt = invoice.dueAt > invoice.createdAt ? invoice.createdAt : invoice.dueAt
  let money: PaymentMoney = {
    status: 'empty',
    amountCents: amount,
    capturedCents: 0,
    refundedCents: 0,
    feeCents: feeOf(amount, fees),
    released: false,
  }
  let at = issuedAt
  let paidAt: Date | null = null
  let declines = 0
  const events: Omit<typeof paymentEvents.$inferInsert, 'paymentId'>[] = []
  const journals: (JournalPlan & { at: Date; note: string })[] = []
  for (const [event, afterMs, note = ''] of stepsOf(sub.method, outcome)) {
    const next = addMs(at, afterMs)
    if (next > ctx.now) break
    at = next
    const plan = planMove(money, intentOf(event), fees)
    if (!plan.ok) throw new Error(`recurrence demo: ${event} from ${money.status}`)
    for (const journal of plan.journals) journals.push({ ...journal, at, note })
    if (event === 'authorize' || event === 'pay' || event === 'retry_succeeded') paidAt ??= at
    if (event === 'decline' || event === 'retry_failed') declines += 1
    events.push({
      appId,
      event: plan.event,
      fromStatus: plan.from,
      status: plan.to,
      amountCents: plan.movedCents,
      note,
      actorName: null,
      createdAt: at,
    })
    money = plan.next
  }
  const [payment] = await db
    .insert(payments)
    .values({
      appId,
      type: sub.method,
      status: money.status,
      amountCents: amount,
      capturedCents: money.capturedCents,
      refundedCents: money.refundedCents,
      feeCents: money.feeCents,
      installments: 1,
      description: `${ctx.planNames.get(sub.planId)} — ciclo ${invoice.cycle}`,
      items: [{ description: ctx.planNames.get(sub.planId)!, quantity: 1, unit_cents: amount }],
      customerId: person.id,
      customerName: person.name,
      customerEmail: person.email,
      customerDocument: person.document,
      gatewayId: gateway.id,
      provider: 'sandbox',
      reference: `recurrence-demo-${invoice.id}`,
      externalId: `sbx_rec_${invoice.id.toString(36)}`,
      ...artefactsOf(sub.method, amount, issuedAt, invoice.id, card),
      publicToken: randomBytes(16).toString('base64url'),
      createdAt: issuedAt,
      updatedAt: at,
      paidAt,
    })
    .returning({ id: payments.id })
  const paymentId = payment!.id
  if (events.length > 0) {
    await db.insert(paymentEvents).values(events.map((event) => ({ ...event, paymentId })))
  }
  await postJournals(
    db,
    journals.map((journal, index) => ({
      appId,
      kind: journal.kind,
      reference: `payment:${paymentId}`,
      postings: journal.postings,
      now: journal.at,
      idempotencyKey: `payment:${paymentId}:demo:${index}`,
      memo: journal.note || undefined,
    })),
  )
  const expired = outcome === 'expired' && money.status === 'failed'
  const retryDays = DEFAULT_BILLING_SETTINGS.retry_days
  await db
    .update(subscriptionInvoices)
    .set({
      paymentId,
      paidAt,
      attempts: Math.max(1, declines + (paidAt && declines > 0 ? 1 : 0)),
      nextRetryAt:
        paidAt || expired || declines === 0
          ? null
          : // Dunning counts the store's retry days from the first failure.
            addMs(invoice.dueAt, (retryDays[Math.min(declines, retryDays.length) - 1] ?? 1) * DAY),
      status: expired ? 'expired' : 'active',
      expiredAt: expired ? at : null,
      updatedAt: at,
    })
    .where(eq(subscriptionInvoices.id, invoice.id))

  // The subscription follows, each move at its own moment.
  let row = await lockSubscriptionRow(db, sub.id)
  const failedAt = events.find((event) => event.status === 'failed')?.createdAt
  if (failedAt && row.status !== 'past_due') {
    ctx.at.value = failedAt
    row = await moveSubscription(ctx.deps, db, row, 'fail')
  }
  if (paidAt && row.status !== 'active') {
    ctx.at.value = paidAt
    row = await moveSubscription(ctx.deps, db, row, 'pay')
  }
  const exhaustedAt = addMs(at, 8 * DAY)
  if (expired && exhaustedAt <= ctx.now) {
    // The pix or boleto expired and the store's retries (1, 3 and 7 days) ran out: canceled
    // for non-payment. (The demo leaves out the new slip each retry day would have sent.)
    ctx.at.value = exhaustedAt
    row = await moveSubscription(ctx.deps, db, row, 'exhaust_cancel', {
      canceledAt: exhaustedAt,
      nextChargeAt: null,
    })
  }
  return row
}

/** The tasting plan: three monthly cycles, then the subscription ends. */
async function seedTastingPlan(
  db: Database,
  appId: number,
  now: Date,
  productId: number,
): Promise<number> {
  const madeAt = addMs(now, -120 * DAY)
  const [plan] = await db
    .insert(recurrencePlans)
    .values({
      appId,
      name: 'Degustação de 3 meses',
      description: 'Três meses de cafés diferentes para conhecer o clube; termina sozinha.',
      priceCents: 3_990,
      interval: 'monthly',
      cycles: 3,
      methods: ['creditcard', 'pix'],
      createdAt: madeAt,
      updatedAt: madeAt,
    })
    .returning({ id: recurrencePlans.id })
  await db
    .insert(recurrencePlanProducts)
    .values({ appId, planId: plan!.id, productId, quantity: 1, position: 0 })
  return plan!.id
}

/** Midday in São Paulo (15:00 UTC), `days` before `now`: when the demo's charges happen. */
function dayAt(now: Date, days: number): Date {
  const day = new Date(addMs(now, -days * DAY))
  day.setUTCHours(15, 0, 0, 0)
  return day
}

/**
 * The demo store's recurrence, once (nothing when the store already has plans): the catalogue,
 * the tasting plan, the subscriptions with their invoices and payments, and the customers'
 * totals recomputed. Needs the payments demo's gateways and customers (seeded before it).
 */
export async function seedRecurrenceDemo(db: Database, appId: number, now: Date): Promise<number> {
  const [existing] = await db
    .select({ id: recurrencePlans.id })
    .from(recurrencePlans)
    .where(eq(recurrencePlans.appId, appId))
    .limit(1)
  if (existing) return 0
  const catalogue = await seedRecurrenceCatalogue(db, appId, now)
  const plans: Record<DemoSubscription['plan'], number> = {
    monthly: catalogue.plans.monthly!,
    quarterly: catalogue.plans.quarterly!,
    yearly: catalogue.plans.yearly!,
    weekly: catalogue.plans.weekly!,
    capsules: catalogue.plans.capsules!,
    tasting: await seedTastingPlan(db, appId, now, catalogue.products.beans250!),
  }
  const planRows = await db.select().from(recurrencePlans).where(eq(recurrencePlans.appId, appId))
  const storeGateways = await db
    .select()
    .from(gateways)
    .where(and(eq(gateways.appId, appId), eq(gateways.active, true)))
    .orderBy(asc(gateways.id))
  const gatewayOf = (method: RecurrenceMethod) => {
    const found = storeGateways.find((gateway) => gateway.type === method)
    if (!found) throw new Error(`recurrence demo: the store has no ${method} gateway`)
    return found
  }
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
    .orderBy(asc(customers.id))
    .limit(SUBSCRIPTIONS.length)
  if (people.length === 0) return 0

  const at = { value: now }
  const ctx: Context = {
    db,
    appId,
    now,
    at,
    deps: { db, clock: { now: () => at.value }, jobs: SEED_JOBS },
    gatewayOf,
    planNames: new Map(planRows.map((plan) => [plan.id, plan.name])),
  }

  for (const [index, spec] of SUBSCRIPTIONS.entries()) {
    const plan = planRows.find((row) => row.id === plans[spec.plan])!
    const start = dayAt(now, spec.startDaysAgo)
    // A customer who already existed when the subscription started (their first purchase
    // cannot come before they did), in turn; the oldest one when none did.
    const before = people.filter((candidate) => candidate.createdAt < start)
    const person = before.length
      ? before[index % before.length]!
      : people.reduce((oldest, candidate) =>
          candidate.createdAt < oldest.createdAt ? candidate : oldest,
        )
    const trialEnd = plan.trialDays > 0 ? addMs(start, plan.trialDays * DAY) : null
    const firstCharge = trialEnd ?? start
    const card = spec.declinedCard ? DECLINED_CARD : APPROVED_CARD
    const token =
      spec.method === 'creditcard' ? `card_demo_${randomBytes(12).toString('hex')}` : null
    if (token) {
      await db.insert(sandboxCards).values({
        token,
        appId,
        number: card.number,
        holder: person.name.toUpperCase().slice(0, 60),
        expiryMonth: 12,
        expiryYear: 2031,
        brand: card.brand,
        lastFour: card.number.slice(-4),
        createdAt: start,
      })
    }
    const [inserted] = await db
      .insert(subscriptions)
      .values({
        publicId: newSubscriptionPublicId(),
        appId,
        customerId: person.id,
        planId: plan.id,
        status: trialEnd ? 'trialing' : 'active',
        method: spec.method,
        gatewayId: gatewayOf(spec.method).id,
        cardToken: token,
        cardBrand: token ? card.brand : null,
        cardLastFour: token ? card.number.slice(-4) : null,
        anchorAt: firstCharge,
        anchorCycle: 1,
        nextChargeAt: firstCharge,
        trialEndsAt: trialEnd,
        createdAt: start,
        updatedAt: start,
      })
      .returning()
    let row = inserted!
    const stopAt = spec.end ? dayAt(now, spec.end.daysAgo) : now

    // Every cycle due before the stop, issued by the engine at its moment.
    for (let cycle = 0; ; cycle++) {
      if (row.status !== 'trialing' && row.status !== 'active' && row.status !== 'past_due') break
      if (row.nextChargeAt === null || row.status === 'past_due') break
      const advance = spec.method === 'creditcard' ? 0 : DEFAULT_BILLING_SETTINGS.advance_days
      const issueAt = addMs(row.nextChargeAt, -advance * DAY)
      if (issueAt > stopAt) break
      at.value = issueAt < start ? start : issueAt
      let invoice = await issueNextInvoice(ctx.deps, db, row, at.value)
      if (!invoice && row.nextChargeAt <= stopAt) {
        // Nothing sent ahead (the plan's last cycle is billed): the period's end decides.
        at.value = row.nextChargeAt
        invoice = await issueNextInvoice(ctx.deps, db, row, at.value)
      }
      const before = row
      row = await lockSubscriptionRow(db, row.id)
      if (!invoice) {
        if (
          row.status === before.status &&
          row.nextChargeAt?.getTime() === before.nextChargeAt?.getTime()
        ) {
          break
        }
        continue
      }
      const notDueYet = invoice.dueAt > stopAt
      const outcome: Outcome = notDueYet ? 'pending' : (spec.story?.[cycle] ?? 'paid')
      row = await payInvoice(ctx, row, invoice, person, outcome, card)
    }

    if (spec.end) {
      at.value = stopAt
      row = await lockSubscriptionRow(db, row.id)
      if (spec.end.kind === 'pause') {
        await moveSubscription(ctx.deps, db, row, 'pause', {
          nextChargeAt: null,
          pausedAt: stopAt,
        })
      } else if (spec.end.kind === 'cancel') {
        await moveSubscription(ctx.deps, db, row, 'cancel', {
          canceledAt: stopAt,
          nextChargeAt: null,
        })
      } else {
        await updateSubscription(ctx.deps, db, row, { cancelAtPeriodEnd: true })
      }
    }
  }

  await db.execute(sql`
    update ${customers} c set subscriptions_count = s.count
    from (select customer_id, count(*)::int as count from ${subscriptions}
          where app_id = ${appId} group by customer_id) s
    where c.id = s.customer_id and c.app_id = ${appId}`)
  await recomputeCustomerTotals(db, appId)
  return SUBSCRIPTIONS.length
}
