import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm'
import { apps } from '../../access/schema.ts'
import { customers } from '../../customers/schema.ts'
import type { Database } from '../../db/client.ts'
import { loadGatewayAccount } from '../../gateways/account.ts'
import type { AppDeps } from '../../http/context.ts'
import type { JournalInput } from '../../ledger/post.ts'
import { ledgerAccounts, ledgerJournals, ledgerPostings } from '../../ledger/schema.ts'
import { errorFields } from '../../logger.ts'
import {
  applyChargeAnswer,
  declineUnanswered,
  ISSUE_NOTES,
  newPublicToken,
} from '../../payments/answer.ts'
import { PaymentChange, paymentReference, PROVIDER_ACTOR } from '../../payments/apply.ts'
import { chargeReference, MERCHANT_CITY, type ProviderResolver } from '../../payments/charge.ts'
import { markCustomerTotalsDue } from '../../payments/customer-totals.ts'
import { feeOf, planMove, type MovePlan } from '../../payments/moves.ts'
import { ProviderError } from '../../payments/providers/index.ts'
import type {
  ChargeAnswer,
  ChargeRequest,
  GatewayAccount,
  PaymentProvider,
} from '../../payments/providers/provider.ts'
import { paymentColumns, webhookPayment, type PaymentRow } from '../../payments/rows.ts'
import { paymentEvents, payments } from '../../payments/schema.ts'
import { queueForSplit } from '../../split/postings/queue.ts'
import { splitRuleVersions } from '../../split/schema.ts'
import { publish } from '../../webhooks/publish.ts'
import { webhookEndpoints } from '../../webhooks/schema.ts'
import { subscriptionInvoices, subscriptions } from '../schema.ts'
import { publishInvoiceEvent } from '../shared/events.ts'
import type { InvoiceRow, SubscriptionRow } from '../shared/rows.ts'
import { invoiceChargeKey } from './charge.ts'
import { invoicePaid, mailSubscriber } from './outcome.ts'

/*
 * First card charges in batches (issue 13 item 8: 100,000 due subscriptions billed in a
 * minute). Charging one invoice at a time costs about 44 statements and 17 transactions; a batch
 * of one gateway's first card charges costs a few dozen statements and three transactions for
 * hundreds of invoices, and leaves exactly what charging them one by one leaves once the run
 * has recounted the customers it marked (batch-charge.test.ts compares the two):
 *
 * 1. claim — the batch locked `FOR UPDATE SKIP LOCKED` (only first card charges with a stored
 *    card of a subscription trialing or active whose customer exists; every other attempt stays
 *    on the one-by-one path, charge.ts), the empty payments under the very references and keys
 *    `chargePayment` makes (`recurrence-invoice:<id>`) in one INSERT, and one UPDATE that claims
 *    the invoices (`attempts + 1`, `charging_since`, `next_retry_at` null) and links their
 *    payments, in one transaction. Committed before the provider is asked: a
 *    crash from here on leaves claimed invoices with empty payments, which run.ts's
 *    `resolveUnanswered` asks the provider about under the same reference — never a second
 *    charge.
 * 2. the provider — `chargeMany` when it has one (the sandbox: two statements), else `charge`
 *    for each, a few at a time. A charge without an answer keeps its claim, as above.
 * 3. the answers — one transaction: the payments locked; the common answer (an approved card,
 *    captured at once) written set-based from the payments core's pure planning (`planMove`):
 *    the timeline rows, the payments, the journals in one statement, the split queue, the
 *    invoices paid; everything else (declines, pre-authorisations, a subscription that moves,
 *    refusals) through the payments core's own `applyChargeAnswer` / `declineUnanswered` and
 *    outcome.ts in the same transaction. Then the customers marked for a recount (done once by
 *    run.ts when the batches are over: payments/customer-totals.ts), the webhooks (endpoints
 *    read once, events published only when listened) and the claims ended, as `settleAttempt`
 *    ends them.
 */

type Deps = AppDeps

/** Invoices charged per batch: statements carry a few parameters per invoice (≤ 65,535). */
export const CHARGE_BATCH = 500

/** Charges asked side by side of a provider without `chargeMany`. */
const PROVIDER_CONCURRENCY = 8

/** The most a payment may charge (payments/charge.ts): a larger invoice takes the single path. */
const MAX_AMOUNT_CENTS = 99_999_999_99

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows
/** `column = any(ids)` with the ids as one parameter (hundreds of parameters cost parsing). */
const anyOf = (column: SQLWrapper, ids: readonly number[]) =>
  sql`${column} = any(${`{${ids.join(',')}}`}::bigint[])`
const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`

/**
 * Charges every first card charge due now, gateway by gateway, in batches; answers how many
 * attempts were made. A gateway that is gone, switched off or not a card gateway is left to the
 * one-by-one path, which records the refusal.
 */
export async function chargeFirstCards(
  deps: Deps,
  providers: ProviderResolver,
  batchSize = CHARGE_BATCH,
): Promise<number> {
  const due = rowsOf<{ app_id: number; gateway_id: number }>(
    await deps.db.execute(sql`
      select distinct i.app_id, i.gateway_id from subscription_invoices i
      where i.next_retry_at <= ${instant(deps.clock.now())}
        and i.method = 'creditcard' and i.payment_id is null and i.gateway_id is not null`),
  )
  let charged = 0
  for (const { app_id: appId, gateway_id: gatewayId } of due) {
    const account = await loadGatewayAccount(deps.db, deps.config, Number(appId), Number(gatewayId))
    if (!account?.active || (account.type !== 'creditcard' && account.type !== 'voucher')) continue
    let provider: PaymentProvider
    try {
      provider = providers(account.provider, deps.db, deps.clock)
    } catch {
      continue
    }
    for (;;) {
      let made: number
      try {
        made = await chargeBatch(deps, account, provider, batchSize)
      } catch (error) {
        // Whatever was claimed keeps its claim: the unanswered sweep takes it in two minutes.
        deps.logger.error('recurrence.charge_batch_failed', {
          app_id: account.appId,
          gateway_id: account.id,
          ...errorFields(error),
        })
        break
      }
      if (made === 0) break
      charged += made
    }
  }
  return charged
}

interface Claimed {
  invoice: InvoiceRow
  payment: { id: number }
  request: ChargeRequest
}

/** One batch of the gateway's first card charges; answers how many were claimed. */
export async function chargeBatch(
  deps: Deps,
  account: GatewayAccount,
  provider: PaymentProvider,
  limit: number,
): Promise<number> {
  const claimed = await claimAndWrite(deps, account, limit)
  if (claimed === null) return 0
  const answers = await askProvider(deps, account, provider, claimed)
  await writeAnswers(deps, account, claimed, answers)
  return claimed.length
}

/** Step 1: the claim, the empty payments and their links, committed together. */
async function claimAndWrite(
  deps: Deps,
  account: GatewayAccount,
  limit: number,
): Promise<Claimed[] | null> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now()
    // Locked first and claimed below in the same UPDATE that links the payments: one new row
    // version per invoice instead of two (every one of them rewrites the invoice's indexes).
    const ids = rowsOf<{ id: number | string }>(
      await tx.execute(sql`
        select i.id from subscription_invoices i
        join subscriptions s on s.id = i.subscription_id
        join customers c on c.id = s.customer_id and c.app_id = s.app_id
        where i.next_retry_at <= ${instant(now)}
          and i.app_id = ${account.appId} and i.gateway_id = ${account.id}
          and i.method = 'creditcard' and i.status = 'active' and i.paid_at is null
          and i.payment_id is null and i.charging_since is null
          and i.amount_cents > 0 and i.amount_cents <= ${MAX_AMOUNT_CENTS}
          and s.card_token is not null and s.status in ('trialing', 'active')
        -- The index's order alone: a tie-break would sort every due row for each batch.
        order by i.next_retry_at
        limit ${limit}
        for update of i skip locked`),
    ).map((row) => Number(row.id))
    if (ids.length === 0) return null
    // Read after the lock: the rows as they are now.
    const invoices = await tx
      .select()
      .from(subscriptionInvoices)
      .where(anyOf(subscriptionInvoices.id, ids))
    invoices.sort((a, b) => a.id - b.id)
    const subs = new Map(
      (
        await tx
          .select()
          .from(subscriptions)
          .where(
            anyOf(
              subscriptions.id,
              invoices.map((invoice) => invoice.subscriptionId),
            ),
          )
      ).map((row) => [row.id, row]),
    )
    const people = new Map(
      (
        await tx
          .select({
            id: customers.id,
            name: customers.name,
            email: customers.email,
            document: customers.document,
          })
          .from(customers)
          .where(
            and(
              eq(customers.appId, account.appId),
              anyOf(customers.id, [...new Set([...subs.values()].map((sub) => sub.customerId))]),
            ),
          )
      ).map((row) => [row.id, row]),
    )
    const [store] = await tx
      .select({ name: apps.name })
      .from(apps)
      .where(eq(apps.id, account.appId))
    const planned = invoices.map((invoice) => {
      const sub = subs.get(invoice.subscriptionId)!
      const customer = people.get(sub.customerId)!
      const description = invoice.lines[0]?.description ?? `Ciclo ${invoice.cycle}`
      const reference = chargeReference(invoice.appId, invoiceChargeKey(invoice.id))
      const request: ChargeRequest = {
        reference,
        type: account.type,
        amountCents: invoice.amountCents,
        installments: 1,
        description,
        customer: { name: customer.name, email: customer.email, document: customer.document },
        merchant: { name: store?.name ?? '', city: MERCHANT_CITY },
        cardToken: sub.cardToken!,
        now,
      }
      // The payment as chargePayment writes it, `empty`, under the key's reference.
      const values = {
        amount_cents: invoice.amountCents,
        fee_cents: feeOf(invoice.amountCents, {
          percent_bps: account.fees.percentBps,
          fixed_cents: account.fees.fixedCents,
        }),
        description,
        items: [{ description, quantity: 1, unit_cents: invoice.amountCents }],
        customer_id: customer.id,
        customer_name: customer.name,
        customer_email: customer.email,
        customer_document: customer.document,
        reference,
        // The subscriber's receipt is addressed by it (page, e-mails), as charge.ts makes it.
        public_token: newPublicToken(),
      }
      return { invoice, request, values }
    })
    // One statement, its rows one JSON parameter (thousands of parameters cost more to parse
    // than the rows to write).
    const inserted = await tx.execute(sql`
      insert into ${payments} (app_id, type, status, amount_cents, fee_cents, installments,
        description, items, customer_id, customer_name, customer_email, customer_document,
        gateway_id, provider, reference, link_id, public_token, created_at, updated_at)
      select ${account.appId}::int, ${account.type}::text, 'empty', v.amount_cents, v.fee_cents, 1,
        v.description, v.items, v.customer_id, v.customer_name, v.customer_email,
        v.customer_document, ${account.id}::int, ${account.provider}::text, v.reference, null,
        v.public_token, ${instant(now)}, ${instant(now)}
      from jsonb_to_recordset(${JSON.stringify(planned.map(({ values }) => values))}::jsonb)
        as v(amount_cents bigint, fee_cents bigint, description text, items jsonb,
          customer_id bigint, customer_name text, customer_email text, customer_document text,
          reference text, public_token text)
      on conflict (app_id, reference) do nothing
      returning id, reference`)
    const written = new Map(
      rowsOf<{ id: number | string; reference: string }>(inserted).map((row) => [
        row.reference,
        { id: Number(row.id) },
      ]),
    )
    // A reference already taken cannot be (the payment and its link commit together); if it
    // ever were, the invoice is claimed without it and the unanswered sweep finds the payment
    // by its reference.
    const batch = planned.flatMap(({ invoice, request }) => {
      const payment = written.get(request.reference)
      const claimed = {
        ...invoice,
        attempts: invoice.attempts + 1,
        chargingSince: now,
        nextRetryAt: null,
        updatedAt: now,
      }
      return payment ? [{ invoice: { ...claimed, paymentId: payment.id }, payment, request }] : []
    })
    // The claim: as charge.ts's claimFirst writes it, with the payment linked as its `claim`.
    await tx.execute(sql`
      update subscription_invoices i set
        attempts = i.attempts + 1, charging_since = ${instant(now)}, next_retry_at = null,
        payment_id = v.payment_id, updated_at = ${instant(now)}
      from unnest(
        ${`{${planned.map(({ invoice }) => invoice.id).join(',')}}`}::bigint[],
        ${`{${planned.map(({ request }) => written.get(request.reference)?.id ?? 'NULL').join(',')}}`}::bigint[]
      ) as v(id, payment_id)
      where i.id = v.id`)
    return batch
  })
}

/** An answer, a refusal, or undefined when the provider did not answer (asked again later). */
type Answer = ChargeAnswer | ProviderError | undefined

/** Step 2, outside any transaction: the provider's answers, in the batch's order. */
async function askProvider(
  deps: Deps,
  account: GatewayAccount,
  provider: PaymentProvider,
  batch: readonly Claimed[],
): Promise<Answer[]> {
  const requests = batch.map(({ request }) => request)
  if (provider.chargeMany) {
    try {
      return await provider.chargeMany(account, requests)
    } catch (error) {
      deps.logger.error('recurrence.charge_batch_unanswered', {
        app_id: account.appId,
        gateway_id: account.id,
        ...errorFields(error),
      })
      return requests.map(() => undefined)
    }
  }
  const answers: Answer[] = new Array(requests.length)
  let next = 0
  const lanes = Array.from(
    { length: Math.min(PROVIDER_CONCURRENCY, requests.length) },
    async () => {
      while (next < requests.length) {
        const index = next++
        try {
          answers[index] = await provider.charge(account, requests[index]!)
        } catch (error) {
          if (error instanceof ProviderError) answers[index] = error
          else {
            deps.logger.error('payments.charge_failed', {
              app_id: account.appId,
              payment_id: batch[index]!.payment.id,
              ...errorFields(error),
            })
          }
        }
      }
    },
  )
  await Promise.all(lanes)
  return answers
}

/** An approved card captured at once: the two moves `applyChargeAnswer` would make, planned. */
interface Approved {
  row: PaymentRow
  answer: ChargeAnswer
  issue: MovePlan
  authorize: MovePlan
  issued: PaymentRow
  authorized: PaymentRow
}

/** Plans issue → authorize on the empty payment; null when the core would not make them. */
function planApproved(row: PaymentRow, answer: ChargeAnswer, now: Date): Approved | null {
  if (answer.status !== 'authorized' || (row.type !== 'creditcard' && row.type !== 'voucher')) {
    return null
  }
  const issue = planMove(
    {
      status: 'empty',
      amountCents: row.amountCents,
      capturedCents: row.capturedCents,
      refundedCents: row.refundedCents,
      feeCents: row.feeCents,
      released: false,
    },
    { kind: 'issue' },
  )
  if (!issue.ok) return null
  const authorize = planMove(issue.next, { kind: 'authorize' })
  if (!authorize.ok) return null
  const artefacts = {
    externalId: answer.externalId,
    ...(answer.card ? { card: { brand: answer.card.brand, last_four: answer.card.lastFour } } : {}),
  }
  const issued: PaymentRow = {
    ...row,
    ...artefacts,
    status: issue.to,
    capturedCents: issue.next.capturedCents,
    refundedCents: issue.next.refundedCents,
    feeCents: issue.next.feeCents,
    updatedAt: now,
  }
  const authorized: PaymentRow = {
    ...issued,
    status: authorize.to,
    capturedCents: authorize.next.capturedCents,
    refundedCents: authorize.next.refundedCents,
    feeCents: authorize.next.feeCents,
    paidAt: authorize.next.capturedCents > issued.capturedCents ? (row.paidAt ?? now) : row.paidAt,
  }
  return { row, answer, issue, authorize, issued, authorized }
}

/** The event types some active endpoint of the store subscribes to. */
async function listenedTypes(tx: Database, appId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ types: webhookEndpoints.eventTypes })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.appId, appId), eq(webhookEndpoints.active, true)))
  return new Set(rows.flatMap((row) => row.types))
}

/** Step 3: every answer in one transaction. */
async function writeAnswers(
  deps: Deps,
  account: GatewayAccount,
  batch: readonly Claimed[],
  answers: readonly Answer[],
): Promise<void> {
  const appId = account.appId
  const answerOf = new Map(batch.map(({ payment }, index) => [payment.id, answers[index]]))
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now()
    const locked = await tx
      .select(paymentColumns)
      .from(payments)
      .where(
        and(
          eq(payments.appId, appId),
          anyOf(
            payments.id,
            batch.map(({ payment }) => payment.id),
          ),
        ),
      )
      .orderBy(asc(payments.id))
      .for('update')
    const change = new PaymentChange(tx, deps, appId, 'pt-BR', now)
    const approved: Approved[] = []
    // Payments whose answer is written (or was, by recovery): their claims end below.
    const answered = new Map<number, PaymentRow>()
    for (const row of locked) {
      if (row.status !== 'empty') {
        answered.set(row.id, row)
        continue
      }
      const answer = answerOf.get(row.id)
      if (answer === undefined) continue
      if (answer instanceof ProviderError) {
        answered.set(row.id, await declineUnanswered(change, row, answer.message))
        continue
      }
      const plan = planApproved(row, answer, now)
      if (plan) approved.push(plan)
      else {
        const final = await applyChargeAnswer(change, row, answer, {
          account,
          issuer: PROVIDER_ACTOR,
          logger: deps.logger,
        })
        answered.set(row.id, final)
      }
    }
    const listened = await listenedTypes(tx, appId)
    if (approved.length > 0) {
      await writeApproved(deps, tx, account, approved, listened, now)
      for (const plan of approved) answered.set(plan.row.id, plan.authorized)
    }
    // The customers' totals: marked, and recounted once the run's batches are done (run.ts):
    // recounted here, every batch waited for the other engine's batch holding its customers.
    await markCustomerTotalsDue(
      tx,
      appId,
      [...answered.values()].flatMap((row) => (row.customerId === null ? [] : [row.customerId])),
    )
    await change.finish()
    await settleClaims(deps, tx, batch, answered, now)
  })
}

/** The approved cards' moves, set-based, as `PaymentChange.move` writes each. */
async function writeApproved(
  deps: Deps,
  tx: Database,
  account: GatewayAccount,
  approved: readonly Approved[],
  listened: Set<string>,
  now: Date,
): Promise<void> {
  const appId = account.appId
  const events = approved.flatMap(({ row, issue, authorize }) =>
    [
      { plan: issue, note: ISSUE_NOTES.creditcard! },
      { plan: authorize, note: '' },
    ].map(({ plan, note }) => ({
      payment_id: row.id,
      event: plan.event,
      from_status: plan.from,
      status: plan.to,
      amount_cents: plan.movedCents,
      note,
    })),
  )
  const timeline = rowsOf<{ id: number | string; payment_id: number | string; event: string }>(
    await tx.execute(sql`
      insert into ${paymentEvents} (app_id, payment_id, event, from_status, status, amount_cents,
        note, actor_id, actor_name, created_at)
      select ${appId}::int, v.payment_id, v.event, v.from_status, v.status, v.amount_cents, v.note,
        ${PROVIDER_ACTOR.id}::int, ${PROVIDER_ACTOR.name}::text, ${instant(now)}
      from jsonb_to_recordset(${JSON.stringify(events)}::jsonb)
        as v(payment_id bigint, event text, from_status text, status text, amount_cents bigint,
          note text)
      returning id, payment_id, event`),
  ).map((row) => ({ id: Number(row.id), paymentId: Number(row.payment_id), event: row.event }))
  const eventId = new Map(timeline.map((row) => [`${row.paymentId}:${row.event}`, row.id]))
  await tx.execute(sql`
    update payments p set
      status = v.status, external_id = v.external_id, card = coalesce(v.card, p.card),
      captured_cents = v.captured_cents, refunded_cents = v.refunded_cents,
      fee_cents = v.fee_cents, paid_at = v.paid_at, updated_at = ${instant(now)}
    from jsonb_to_recordset(${JSON.stringify(
      approved.map(({ authorized }) => ({
        id: authorized.id,
        status: authorized.status,
        external_id: authorized.externalId,
        card: authorized.card,
        captured_cents: authorized.capturedCents,
        refunded_cents: authorized.refundedCents,
        fee_cents: authorized.feeCents,
        paid_at: authorized.paidAt?.toISOString() ?? null,
      })),
    )}::jsonb) as v(id bigint, status text, external_id text, card jsonb, captured_cents bigint,
      refunded_cents bigint, fee_cents bigint, paid_at timestamptz)
    where p.id = v.id`)
  // One journal of each kind per timeline event, under the same keys `move` posts them with.
  const journals: JournalInput[] = approved.flatMap(({ row, issue, authorize }) =>
    [issue, authorize].flatMap((plan) =>
      plan.journals.map((journal) => ({
        appId,
        kind: journal.kind,
        reference: paymentReference(row.id),
        postings: journal.postings,
        now,
        idempotencyKey: `payment:${row.id}:event:${eventId.get(`${row.id}:${plan.event}`)!}:${journal.kind}`,
      })),
    ),
  )
  await postManyJournals(tx, appId, journals, now)
  // The split: only a gateway with a rule by now queues anything (one look spares the rest).
  const [rule] = await tx
    .select({ id: splitRuleVersions.id })
    .from(splitRuleVersions)
    .where(
      and(
        eq(splitRuleVersions.appId, appId),
        eq(splitRuleVersions.gatewayId, account.id),
        sql`${splitRuleVersions.createdAt} <= ${instant(now)}`,
      ),
    )
    .limit(1)
  if (rule) {
    for (const { row } of approved) {
      await queueForSplit(tx, deps.jobs, appId, row.id, row.gatewayId, now)
    }
  }
  await invoicesPaid(deps, tx, approved, listened, now)
  // The payments' own events, as `finish` publishes them, only when an endpoint listens.
  for (const { issued, authorized } of approved) {
    if (listened.has('payment.created')) {
      await publish(deps, appId, 'payment.created', { payment: webhookPayment(authorized) }, { tx })
    }
    if (listened.has('payment.status_changed')) {
      await publish(
        deps,
        appId,
        'payment.status_changed',
        { payment: webhookPayment(issued), previous_status: 'empty' },
        { tx },
      )
      await publish(
        deps,
        appId,
        'payment.status_changed',
        { payment: webhookPayment(authorized), previous_status: issued.status as 'pending' },
        { tx },
      )
    }
  }
}

/**
 * outcome.ts's `invoicePaid` for the batch: invoices locked, then subscriptions (its lock
 * order); the plain case — an active subscription, not its plan's last cycle left open — in one
 * UPDATE, any other through `invoicePaid` itself.
 */
async function invoicesPaid(
  deps: Deps,
  tx: Database,
  approved: readonly Approved[],
  listened: Set<string>,
  now: Date,
): Promise<void> {
  const invoices = (
    await tx
      .select()
      .from(subscriptionInvoices)
      .where(
        anyOf(
          subscriptionInvoices.paymentId,
          approved.map(({ row }) => row.id),
        ),
      )
      .orderBy(asc(subscriptionInvoices.id))
      .for('update')
  ).filter((invoice) => invoice.status === 'active' && invoice.paidAt === null)
  if (invoices.length === 0) return
  const subs = new Map(
    (
      await tx
        .select()
        .from(subscriptions)
        .where(
          anyOf(
            subscriptions.id,
            invoices.map((invoice) => invoice.subscriptionId),
          ),
        )
        .orderBy(asc(subscriptions.id))
        .for('update')
    ).map((row) => [row.id, row]),
  )
  // Only approved cards come here: their payments are authorized, as the events say.
  const payment = { status: 'authorized' as const }
  const step = { deps, tx, now, payment }
  const plain: InvoiceRow[] = []
  for (const invoice of invoices) {
    const sub = subs.get(invoice.subscriptionId)!
    const lastCycleOpen = sub.nextChargeAt === null && sub.currentCycle === invoice.cycle
    if (sub.status === 'active' && !lastCycleOpen) plain.push(invoice)
    else await invoicePaid(step, invoice, sub, false)
  }
  if (plain.length === 0) return
  const paid = await tx
    .update(subscriptionInvoices)
    .set({ paidAt: now, nextRetryAt: null, chargingSince: null, updatedAt: now })
    .where(
      anyOf(
        subscriptionInvoices.id,
        plain.map((invoice) => invoice.id),
      ),
    )
    .returning()
  if (!listened.has('invoice.paid')) return
  for (const invoice of paid.sort((a, b) => a.id - b.id)) {
    const sub: SubscriptionRow = subs.get(invoice.subscriptionId)!
    await publishInvoiceEvent(deps, tx, 'paid', invoice, sub, payment)
  }
}

/**
 * `settleAttempt` for the batch: every claim whose payment was answered ends (outcome.ts ended
 * most already); a pix or boleto left pending would be mailed to the subscriber, as there.
 */
async function settleClaims(
  deps: Deps,
  tx: Database,
  batch: readonly Claimed[],
  answered: Map<number, PaymentRow>,
  now: Date,
): Promise<void> {
  const ids = batch
    .filter(({ payment }) => answered.has(payment.id))
    .map(({ invoice }) => invoice.id)
  if (ids.length === 0) return
  const settled = await tx
    .update(subscriptionInvoices)
    .set({ chargingSince: null, updatedAt: now })
    .where(
      and(
        anyOf(subscriptionInvoices.id, ids),
        sql`${subscriptionInvoices.chargingSince} is not null`,
      ),
    )
    .returning()
  for (const invoice of settled.sort((a, b) => a.id - b.id)) {
    const payment = invoice.paymentId === null ? undefined : answered.get(invoice.paymentId)
    if (payment?.status === 'pending' && invoice.status === 'active') {
      await mailSubscriber({ deps, tx, now }, invoice, 'issued')
    }
  }
}

/**
 * The journals of a batch as `postJournals` posts them (one per kind and timeline event, under
 * its idempotency key, the accounts the store lacks created), in two statements whose rows
 * travel as one JSON parameter: `postJournals` sends a few parameters per journal and per
 * posting, and parsing thousands of them cost more than the batch's other writes together.
 * The accounts go first, on their own: a new statement sees an account another engine created
 * meanwhile. The database checks every journal's balance at commit (ledger migration 0007).
 */
async function postManyJournals(
  tx: Database,
  appId: number,
  journals: readonly JournalInput[],
  now: Date,
): Promise<void> {
  if (journals.length === 0) return
  const codes = [...new Set(journals.flatMap((journal) => journal.postings.map((p) => p.account)))]
  // Sorted, as ledger/post.ts takes them: two engines adding the same accounts wait, not deadlock.
  await tx.execute(sql`
    insert into ${ledgerAccounts} (app_id, code)
    select ${appId}::int, code from unnest(${`{${codes.sort().join(',')}}`}::text[]) as code
    order by code
    on conflict do nothing`)
  const input = JSON.stringify(
    journals.map((journal) => ({
      kind: journal.kind,
      reference: journal.reference,
      key: journal.idempotencyKey,
      postings: journal.postings.map((posting) => ({
        code: posting.account,
        amount: posting.amountCents,
      })),
    })),
  )
  await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb)
        as x(kind text, reference text, key text, postings jsonb)
    ),
    journals as (
      insert into ${ledgerJournals} (app_id, kind, reference, idempotency_key, memo, created_at)
      select ${appId}::int, kind, reference, key, null, ${instant(now)} from input
      on conflict do nothing
      returning id, idempotency_key
    )
    insert into ${ledgerPostings} (journal_id, app_id, account_id, amount_cents)
    select j.id, ${appId}::int, a.id, p.amount
    from input i
    join journals j on j.idempotency_key = i.key
    cross join lateral jsonb_to_recordset(i.postings) as p(code text, amount bigint)
    join ${ledgerAccounts} a on a.app_id = ${appId} and a.code = p.code`)
}
