import {
  type ApiError,
  formatMoney,
  illegalMoveMessage,
  type GatewayFees,
  type PaymentStatus,
  type WebhookEventType,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq, inArray } from 'drizzle-orm'
import type { Caller } from '../access/caller.ts'
import { changedFields, createdFields } from '../audit/diff.ts'
import { actorOf as auditActorOf, writeAudit } from '../audit/write.ts'
import type { Database } from '../db/client.ts'
import type { AppDeps } from '../http/context.ts'
import { postJournals } from '../ledger/post.ts'
import { notifyStore, type StoreNotice } from '../notifications/notify.ts'
import { queueForSplit } from '../split/postings/queue.ts'
import { heldForSellers, reverseSplitOfRefund } from '../split/postings/reverse.ts'
import { publish } from '../webhooks/publish.ts'
import { webhookEndpoints } from '../webhooks/schema.ts'
import { paymentMoved } from './listeners.ts'
import { refreshCustomerTotals } from './customer-totals.ts'
import { conflict, paymentFieldError } from './messages.ts'
import {
  planMove,
  type MoveIntent,
  type MovePlan,
  type MoveRefusal,
  type PaymentMoney,
} from './moves.ts'
import { paymentColumns, webhookPayment, type PaymentRow } from './rows.ts'
import { paymentEvents, payments } from './schema.ts'

/*
 * Applying a move, inside the caller's transaction and with the payment row locked: the
 * timeline row, the payment's amounts, the ledger's journals, the customer's aggregates, the
 * webhook events and the store's notifications all commit together or not at all. An illegal
 * move or an amount past the limit throws before anything is written, and the transaction
 * rolls back whatever came before it.
 */

export type PaymentDeps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>

/** Who made a move: a person (or their API token), or null for the provider and the system. */
export interface Actor {
  id: number | null
  name: string | null
}

export const PROVIDER_ACTOR: Actor = { id: null, name: null }

export function actorOf(caller: Caller): Actor {
  return caller.kind === 'user'
    ? { id: caller.user.id, name: caller.user.name }
    : { id: caller.creator.id, name: `Token de API «${caller.token.name}»` }
}

/** The ledger's reference for everything about one payment: its money trail. */
export const paymentReference = (paymentId: number) => `payment:${paymentId}`

/** The app's payment, locked until the transaction ends (moves of one payment queue up here). */
export async function lockPayment(
  tx: Database,
  appId: number,
  paymentId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.appId, appId), eq(payments.id, paymentId)))
    .for('update')
  return row
}

/** Events after which the merchant's money of the payment is available (ledger-entries.ts). */
const RELEASING = ['pay', 'settle', 'settle_rest', 'retry_succeeded']

/** Whether a pay or a settle of the payment was written: read once per transaction. */
async function wasReleased(tx: Database, paymentId: number): Promise<boolean> {
  const [released] = await tx
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, paymentId), inArray(paymentEvents.event, RELEASING)))
    .limit(1)
  return released !== undefined
}

interface PendingEvent {
  type: WebhookEventType
  row: PaymentRow
  previousStatus?: PaymentStatus
  amountCents?: number
}

/** One transaction's moves: what they publish and whom they concern, sent before commit. */
export class PaymentChange {
  private readonly events: PendingEvent[] = []
  private readonly notices: StoreNotice[] = []
  private readonly customerIds = new Set<number>()
  /** Per payment: whether its money was released, as of this transaction's moves. */
  private readonly released = new Map<number, boolean>()
  /** Who asked for this change, for the audit log; unset for the provider and the system. */
  private auditor: { caller: Caller; created: boolean } | undefined
  /** Per payment moved on a person's behalf: as it was before the first move, and is now. */
  private readonly audited = new Map<number, { before: PaymentRow; after: PaymentRow }>()

  constructor(
    readonly tx: Database,
    readonly deps: PaymentDeps,
    readonly appId: number,
    readonly lang: Lang,
    readonly now: Date,
  ) {}

  /** `first`: before the events already announced (a payment's creation before its moves). */
  announce(event: PendingEvent, { first = false } = {}): void {
    if (first) this.events.unshift(event)
    else this.events.push(event)
  }

  notify(notice: StoreNotice): void {
    this.notices.push(notice)
  }

  private async moneyOf(row: PaymentRow): Promise<PaymentMoney> {
    let released = this.released.get(row.id)
    if (released === undefined) {
      // Only a pay or a settle releases, and each leads to `complete`: a refunded payment is
      // the one status that does not tell whether it went through one.
      released = ['partial_refund', 'refunded'].includes(row.status)
        ? await wasReleased(this.tx, row.id)
        : ['complete', 'retry-success'].includes(row.status)
      this.released.set(row.id, released)
    }
    return {
      status: row.status as PaymentStatus,
      amountCents: row.amountCents,
      capturedCents: row.capturedCents,
      refundedCents: row.refundedCents,
      feeCents: row.feeCents,
      released,
    }
  }

  /**
   * The moves that follow are a person's (or their API token's): the audit log gets one entry
   * per payment, `create` for a new charge, `update` with what changed otherwise.
   */
  auditAs(caller: Caller, { created = false } = {}): void {
    this.auditor = { caller, created }
  }

  touchCustomer(customerId: number | null): void {
    if (customerId !== null) this.customerIds.add(customerId)
  }

  /**
   * Throws as `move` would when the move is refused, and writes nothing: for moves that must
   * ask the provider first, so that an illegal one never reaches it.
   */
  async check(
    row: PaymentRow,
    intent: MoveIntent,
    fees: GatewayFees | null = null,
  ): Promise<MovePlan> {
    const plan = planMove(await this.moneyOf(row), intent, fees)
    if (!plan.ok) throw this.refusal(plan, intent)
    return plan
  }

  private refusal(plan: MoveRefusal, intent: MoveIntent): ApiError {
    if (plan.reason === 'illegal')
      return conflict(illegalMoveMessage(this.lang, plan.from, plan.event))
    return paymentFieldError(
      422,
      this.lang,
      'amount_cents',
      intent.kind === 'capture' ? 'captureTooLarge' : 'refundTooLarge',
      { max: formatMoney(plan.maxCents) },
    )
  }

  /**
   * Plans the move on the locked row and writes it; throws (409 for an illegal move, 422 for an
   * amount past the limit) before writing anything when the move is refused.
   */
  async move(
    row: PaymentRow,
    intent: MoveIntent,
    options: {
      actor: Actor
      note?: string
      fees?: GatewayFees | null
      /** Columns the move sets besides the money (the provider's answer: codes, external id). */
      set?: Partial<typeof payments.$inferInsert>
    },
  ): Promise<{ row: PaymentRow; plan: MovePlan }> {
    const { tx, appId, now } = this
    const money = await this.moneyOf(row)
    if (intent.kind === 'settle')
      money.heldForSellersCents = await heldForSellers(tx, appId, row.id)
    const plan = planMove(money, intent, options.fees ?? null)
    if (!plan.ok) throw this.refusal(plan, intent)
    this.released.set(row.id, plan.next.released)
    const [event] = await tx
      .insert(paymentEvents)
      .values({
        appId,
        paymentId: row.id,
        event: plan.event,
        fromStatus: plan.from,
        status: plan.to,
        amountCents: plan.movedCents,
        note: options.note ?? '',
        actorId: options.actor.id,
        actorName: options.actor.name,
        createdAt: now,
      })
      .returning({ id: paymentEvents.id })
    const received = plan.next.capturedCents > row.capturedCents
    const [updated] = await tx
      .update(payments)
      .set({
        ...options.set,
        status: plan.to,
        capturedCents: plan.next.capturedCents,
        refundedCents: plan.next.refundedCents,
        feeCents: plan.next.feeCents,
        updatedAt: now,
        ...(received && row.paidAt === null ? { paidAt: now } : {}),
      })
      .where(eq(payments.id, row.id))
      .returning(paymentColumns)
    await postJournals(
      tx,
      plan.journals.map((journal) => ({
        appId,
        kind: journal.kind,
        reference: paymentReference(row.id),
        postings: journal.postings,
        now,
        // One journal of each kind per timeline event: replaying the event posts nothing.
        idempotencyKey: `payment:${row.id}:event:${event!.id}:${journal.kind}`,
        // What the merchant reads under the step of the money trail: the move's note (a refund's
        // reason, the provider's verdict), when it has one.
        memo: options.note || undefined,
      })),
    )
    // The split (issue 12): money in is queued for the split job; money back reverses a split.
    if (received) {
      await queueForSplit(tx, this.deps.jobs, appId, row.id, row.gatewayId, now)
    }
    if (plan.event === 'refund_part' || plan.event === 'refund_rest') {
      await reverseSplitOfRefund(
        tx,
        appId,
        row.id,
        event!.id,
        plan.movedCents!,
        money.released ? 'merchant_available' : 'merchant_pending',
        now,
      )
    }
    if (this.auditor) {
      const seen = this.audited.get(row.id)
      this.audited.set(row.id, { before: seen?.before ?? row, after: updated! })
    }
    this.touchCustomer(updated!.customerId)
    this.announce({ type: 'payment.status_changed', row: updated!, previousStatus: plan.from })
    if (plan.event === 'capture') {
      this.announce({ type: 'payment.captured', row: updated!, amountCents: plan.movedCents! })
    }
    if (plan.event === 'refund_part' || plan.event === 'refund_rest') {
      this.announce({ type: 'payment.refunded', row: updated!, amountCents: plan.movedCents! })
    }
    // Domains that follow payments (recurring invoices) update themselves in this transaction.
    await paymentMoved({
      tx,
      deps: this.deps,
      appId,
      lang: this.lang,
      now,
      event: plan.event,
      before: row,
      after: updated!,
      note: options.note ?? '',
    })
    return { row: updated!, plan }
  }

  /** The customers' aggregates, the webhook events and the notifications; call it last. */
  async finish(): Promise<void> {
    const { tx, deps, appId, now } = this
    await refreshCustomerTotals(tx, appId, this.customerIds)
    // One look at the app's endpoints spares a query per event when none listens.
    const listened = this.events.length > 0 ? await subscribedTypes(tx, appId) : new Set()
    for (const event of this.events) {
      if (!listened.has(event.type)) continue
      await publish(
        deps,
        appId,
        event.type,
        {
          payment: webhookPayment(event.row),
          ...(event.previousStatus ? { previous_status: event.previousStatus } : {}),
          ...(event.amountCents !== undefined ? { amount_cents: event.amountCents } : {}),
        },
        { tx },
      )
    }
    for (const notice of this.notices) await notifyStore(tx, appId, now, notice)
    if (this.auditor) {
      const { caller, created } = this.auditor
      for (const { before, after } of this.audited.values()) {
        await writeAudit(tx, appId, auditActorOf(caller), now, {
          area: 'payments',
          action: created ? 'create' : 'update',
          entity: PAYMENT_ENTITY,
          entityId: after.id,
          label: `#${after.id}`,
          changes: created
            ? createdFields({
                ...auditedFields(after),
                type: after.type,
                amount_cents: after.amountCents,
              })
            : changedFields(auditedFields(before), auditedFields(after)),
        })
      }
    }
  }
}

/** The event types some active endpoint of the app subscribes to. */
async function subscribedTypes(tx: Database, appId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ types: webhookEndpoints.eventTypes })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.appId, appId), eq(webhookEndpoints.active, true)))
  return new Set(rows.flatMap((row) => row.types))
}

/** The audit log's entity name (the panel words it "o pagamento «#12»"). */
export const PAYMENT_ENTITY = 'payment'

/** What the audit log compares of a payment: where it stands and its money. */
function auditedFields(row: PaymentRow) {
  return {
    status: row.status,
    captured_cents: row.capturedCents,
    refunded_cents: row.refundedCents,
    fee_cents: row.feeCents,
  }
}

/** Runs moves in one transaction and finishes it: aggregates, events and notices included. */
export async function inPaymentTransaction<T>(
  deps: PaymentDeps,
  appId: number,
  lang: Lang,
  work: (change: PaymentChange) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const change = new PaymentChange(tx, deps, appId, lang, deps.clock.now())
    const result = await work(change)
    await change.finish()
    return result
  })
}
