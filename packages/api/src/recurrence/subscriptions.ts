import * as v from 'valibot'
import { CARD_BRANDS } from '../payments/card/brand.ts'
import { PAYMENT_STATUSES } from '../payments/timeline/transitions.ts'
import { PaymentEventSchema } from '../transactions/schema.ts'
import { queryInt } from '../validation/index.ts'
import { RECURRENCE_INTERVALS } from './calendar.ts'
import { cursorField, label, RECURRENCE_PAGE_SIZE } from './fields.ts'
import { RECURRENCE_METHODS } from './plans.ts'

/*
 * Subscriptions and their invoices (issue 13 item 3). The state machine:
 *
 *   created ─▶ trialing (plan with trial days) or active (the first invoice is issued at once)
 *   trialing ─pay─▶ active           trialing, active ─fail─▶ past_due ─pay─▶ active
 *   trialing, active, past_due ─pause─▶ paused ─resume─▶ active
 *   past_due ─exhaust─▶ canceled or paused (the store's billing setting)
 *   any but canceled and ended ─cancel─▶ canceled     active ─end─▶ ended (its cycles done)
 *
 * `cancel_at_period_end` is a flag, not a status: at the end of the cycle the subscription is
 * canceled instead of billed. Canceled and ended are final.
 *
 * Invoices: one per cycle in force at a time. Their status is the specification's (section 3):
 * `active` while it is payable or paid, `expired` when its payment window closed unpaid (a pix
 * or boleto past its due date and grace, or a card whose retries ran out) or the subscription
 * ended before it was paid. A cycle whose pix or boleto expired gets a new active invoice when
 * dunning tries again. The payment of an invoice is an ordinary payment of the payments core;
 * a card retried after a decline moves along `retry-error` and `retry-success` on its timeline
 * (section 4). Exactly once: at most one invoice per (subscription, cycle) is active and at most
 * one is paid, enforced by the database.
 *
 * A subscription's `id` in every address is its public id: unguessable (`sub_` and 24
 * characters of base62, 142 bits), never a sequential number, because the detail's address
 * needs no login and is what the subscriber holds.
 */

export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'paused',
  'canceled',
  'ended',
] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const SUBSCRIPTION_TRANSITIONS = {
  /** An invoice was paid (the first after a trial, or one in dunning). */
  pay: { from: ['trialing', 'active', 'past_due'], to: 'active' },
  /** An invoice's charge failed or its pix/boleto expired unpaid. */
  fail: { from: ['trialing', 'active', 'past_due'], to: 'past_due' },
  pause: { from: ['trialing', 'active', 'past_due'], to: 'paused' },
  resume: { from: ['paused'], to: 'active' },
  /** Dunning ran out and the store's setting says cancel. */
  exhaust_cancel: { from: ['past_due'], to: 'canceled' },
  /** Dunning ran out and the store's setting says pause. */
  exhaust_pause: { from: ['past_due'], to: 'paused' },
  cancel: { from: ['trialing', 'active', 'past_due', 'paused'], to: 'canceled' },
  /** The plan's number of cycles was billed and paid. */
  end: { from: ['active'], to: 'ended' },
} as const satisfies Record<string, { from: readonly SubscriptionStatus[]; to: SubscriptionStatus }>
export type SubscriptionEvent = keyof typeof SUBSCRIPTION_TRANSITIONS
export const SUBSCRIPTION_EVENTS = Object.keys(SUBSCRIPTION_TRANSITIONS) as SubscriptionEvent[]

/** Where the event leads from this status, or null when it is not allowed (a 409). */
export function nextSubscriptionStatus(
  from: SubscriptionStatus,
  event: SubscriptionEvent,
): SubscriptionStatus | null {
  const transition = SUBSCRIPTION_TRANSITIONS[event]
  return (transition.from as readonly SubscriptionStatus[]).includes(from) ? transition.to : null
}

/** Statuses that still count as a subscriber (plans' counts). */
export const LIVE_SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'paused'] as const
/** Statuses whose price counts in the monthly recurring revenue. */
export const MRR_SUBSCRIPTION_STATUSES = ['active', 'past_due'] as const

export { SUBSCRIPTION_PUBLIC_ID_PATTERN } from './public-id.ts'

export const INVOICE_STATUSES = ['active', 'expired'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

export const subscriptionLabels = {
  customer: label('Cliente', 'Customer'),
  plan: label('Plano', 'Plan'),
  method: label('Forma de pagamento', 'Payment method', true),
  startAt: label('Primeira cobrança', 'First charge', true),
  nextChargeAt: label('Próxima cobrança', 'Next charge', true),
} as const

const SummaryCardSchema = v.object({ brand: v.picklist(CARD_BRANDS), last_four: v.string() })

export const SubscriptionSchema = v.object({
  /** The public id (SUBSCRIPTION_PUBLIC_ID_PATTERN). */
  id: v.string(),
  customer: v.object({
    id: v.number(),
    name: v.string(),
    email: v.nullable(v.string()),
    document: v.nullable(v.string()),
  }),
  plan: v.object({
    id: v.number(),
    name: v.string(),
    price_cents: v.number(),
    interval: v.picklist(RECURRENCE_INTERVALS),
    interval_days: v.nullable(v.number()),
    cycles: v.nullable(v.number()),
  }),
  status: v.picklist(SUBSCRIPTION_STATUSES),
  method: v.picklist(RECURRENCE_METHODS),
  gateway_id: v.nullable(v.number()),
  /** The card on file (brand and last four only), null before the subscriber gives one. */
  card: v.nullable(SummaryCardSchema),
  /** The cycle billed last (0 before the first invoice). */
  current_cycle: v.number(),
  current_period_start: v.nullable(v.string()),
  current_period_end: v.nullable(v.string()),
  /** When the next cycle is billed; null once canceled, ended or paused. */
  next_charge_at: v.nullable(v.string()),
  trial_ends_at: v.nullable(v.string()),
  cancel_at_period_end: v.boolean(),
  /** Added to (or, negative, taken from) the next invoice: a plan change's proration. */
  pending_adjustment_cents: v.number(),
  paused_at: v.nullable(v.string()),
  canceled_at: v.nullable(v.string()),
  ended_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
  /** The subscriber's page of the current cycle (`/subscriptions/{id}/{cycle}/subscribe`). */
  subscribe_url: v.nullable(v.string()),
})
export type Subscription = v.InferOutput<typeof SubscriptionSchema>

/** An invoice's lines: the plan, the setup fee on the first, a plan change's proration. */
export const InvoiceLineSchema = v.object({
  kind: v.picklist(['plan', 'setup_fee', 'proration', 'credit']),
  description: v.string(),
  amount_cents: v.number(),
})
export type InvoiceLine = v.InferOutput<typeof InvoiceLineSchema>

export const InvoicePaymentSchema = v.object({
  id: v.number(),
  status: v.picklist(PAYMENT_STATUSES),
  card: v.nullable(SummaryCardSchema),
  pix: v.nullable(v.object({ code: v.string(), expires_at: v.nullable(v.string()) })),
  billet: v.nullable(
    v.object({ linha_digitavel: v.string(), due_date: v.string(), url: v.string() }),
  ),
  decline_reason: v.nullable(v.string()),
  /** The receipt's token (`/public/transaction?token=…`). */
  receipt_token: v.nullable(v.string()),
  timeline: v.array(PaymentEventSchema),
})
export type InvoicePayment = v.InferOutput<typeof InvoicePaymentSchema>

export const InvoiceSchema = v.object({
  id: v.number(),
  cycle: v.number(),
  status: v.picklist(INVOICE_STATUSES),
  amount_cents: v.number(),
  lines: v.array(InvoiceLineSchema),
  method: v.picklist(RECURRENCE_METHODS),
  period_start: v.string(),
  period_end: v.string(),
  due_at: v.string(),
  paid_at: v.nullable(v.string()),
  expired_at: v.nullable(v.string()),
  /** Charge attempts made (the first and the retries). */
  attempts: v.number(),
  /** When dunning tries again; null when paid, expired or not in dunning. */
  next_retry_at: v.nullable(v.string()),
  payment: v.nullable(InvoicePaymentSchema),
  created_at: v.string(),
})
export type Invoice = v.InferOutput<typeof InvoiceSchema>

/** GET …/subscriptions/{id}: the merchant's view. */
export const SubscriptionDetailSchema = v.object({
  subscription: SubscriptionSchema,
  /** Newest cycle first. */
  invoices: v.array(InvoiceSchema),
})
export type SubscriptionDetail = v.InferOutput<typeof SubscriptionDetailSchema>

/** GET /apps/{appId}/recurrence/subscriptions: newest first, keyset pages. */
export const SubscriptionQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))),
  status: v.optional(v.picklist(SUBSCRIPTION_STATUSES)),
  plan_id: v.optional(queryInt(1, 2_147_483_647)),
  cursor: cursorField,
  limit: v.optional(queryInt(1, 200), RECURRENCE_PAGE_SIZE),
})
export interface SubscriptionQuery {
  /** The customer's name or e-mail (start of a word), or a subscription id. */
  q?: string
  status?: SubscriptionStatus
  plan_id?: number
  cursor?: string
  limit?: number
}
export type SubscriptionFilters = Omit<SubscriptionQuery, 'cursor' | 'limit'>

export const SubscriptionPageSchema = v.object({
  items: v.array(SubscriptionSchema),
  next_cursor: v.nullable(v.string()),
})
export type SubscriptionPage = v.InferOutput<typeof SubscriptionPageSchema>

/**
 * POST …/subscriptions: the merchant subscribes one of the store's customers. The method must
 * be one the plan accepts and the store has an active gateway for (422 on `method`). Without a
 * trial, the first invoice is issued at once (or at `start_at`, a future date) and the customer
 * pays it through the subscription's page (the card is asked there); with a trial, the first
 * charge is at the trial's end.
 */
export const SubscriptionInputSchema = v.object({
  customer_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  plan_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  method: v.picklist(RECURRENCE_METHODS),
  start_at: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp())), null),
})
export type SubscriptionInput = v.InferInput<typeof SubscriptionInputSchema>

/** POST …/subscriptions/{id}/cancel. */
export const CancelInputSchema = v.object({ at_period_end: v.boolean() })
export type CancelInput = v.InferInput<typeof CancelInputSchema>

/** POST …/subscriptions/{id}/plan: the proration rule is proration.ts's. */
export const ChangePlanInputSchema = v.object({
  plan_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
})
export type ChangePlanInput = v.InferInput<typeof ChangePlanInputSchema>

/**
 * PUT …/subscriptions/{id}/charge-date: the next charge moves to this instant (in the future,
 * at most one interval after the current next charge), and later cycles follow from it. No
 * proration: the current cycle simply lasts longer or shorter.
 */
export const ChargeDateInputSchema = v.object({
  next_charge_at: v.pipe(v.string(), v.isoTimestamp()),
})
export type ChargeDateInput = v.InferInput<typeof ChargeDateInputSchema>
