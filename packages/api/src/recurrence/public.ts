import * as v from 'valibot'
import {
  PublicChargeInputSchema,
  PublicMethodSchema,
  PublicStoreSchema,
} from '../checkout/schema.ts'
import { CardInputSchema } from '../transactions/schema.ts'
import { RECURRENCE_INTERVALS } from './calendar.ts'
import { RECURRENCE_METHODS } from './plans.ts'
import {
  InvoiceLineSchema,
  InvoicePaymentSchema,
  INVOICE_STATUSES,
  SUBSCRIPTION_STATUSES,
} from './subscriptions.ts'

/*
 * What a subscriber sees without logging in (issue 13 items 3 and 6), by the subscription's
 * public id: their plan, invoices and payments — no notes, no fees, no names of the store's
 * people — with "update card" and "cancel"; and the sign-up page of one cycle,
 * `/subscriptions/{id}/{cycle}/subscribe`, where they start the subscription or pay a cycle.
 * All under the recurrence service's `/public/subscriptions/{id}`.
 */

const PlanSummarySchema = v.object({
  name: v.string(),
  description: v.string(),
  price_cents: v.number(),
  interval: v.picklist(RECURRENCE_INTERVALS),
  interval_days: v.nullable(v.number()),
  trial_days: v.number(),
  cycles: v.nullable(v.number()),
  setup_fee_cents: v.number(),
  products: v.array(v.object({ name: v.string(), quantity: v.number() })),
})

export const SubscriberInvoiceSchema = v.object({
  cycle: v.number(),
  status: v.picklist(INVOICE_STATUSES),
  amount_cents: v.number(),
  lines: v.array(InvoiceLineSchema),
  due_at: v.string(),
  paid_at: v.nullable(v.string()),
  /** The payment without its notes and actors (timeline statuses and times only). */
  payment: v.nullable(v.omit(InvoicePaymentSchema, ['id', 'timeline'])),
  /** Whether the sign-up page of this cycle takes a payment now. */
  payable: v.boolean(),
})
export type SubscriberInvoice = v.InferOutput<typeof SubscriberInvoiceSchema>

/** GET /public/subscriptions/{id}: the subscriber's view. */
export const SubscriberViewSchema = v.object({
  id: v.string(),
  store: PublicStoreSchema,
  plan: PlanSummarySchema,
  status: v.picklist(SUBSCRIPTION_STATUSES),
  method: v.picklist(RECURRENCE_METHODS),
  card: v.nullable(v.object({ brand: v.string(), last_four: v.string() })),
  current_cycle: v.number(),
  next_charge_at: v.nullable(v.string()),
  trial_ends_at: v.nullable(v.string()),
  cancel_at_period_end: v.boolean(),
  current_period_end: v.nullable(v.string()),
  /** The subscriber's name and e-mail as the store has them. */
  subscriber: v.object({ name: v.string(), email: v.nullable(v.string()) }),
  invoices: v.array(SubscriberInvoiceSchema),
})
export type SubscriberView = v.InferOutput<typeof SubscriberViewSchema>

/** PUT /public/subscriptions/{id}/card: the next charge (and a retry due now) uses it. */
export const UpdateCardInputSchema = v.object({ card: CardInputSchema })
export type UpdateCardInput = v.InferInput<typeof UpdateCardInputSchema>

/**
 * GET /public/subscriptions/{id}/cycles/{cycle}: the sign-up page's data. An unknown
 * subscription or a cycle that has no invoice is a 404 (the page's "not found"); a cycle already
 * paid answers `state: 'paid'`, one whose invoice expired with nothing to pay `closed`.
 */
export const SIGNUP_STATES = ['payable', 'pending', 'paid', 'closed'] as const
export type SignupState = (typeof SIGNUP_STATES)[number]

export const SignupPageSchema = v.object({
  subscription_id: v.string(),
  cycle: v.number(),
  state: v.picklist(SIGNUP_STATES),
  store: PublicStoreSchema,
  plan: PlanSummarySchema,
  subscription_status: v.picklist(SUBSCRIPTION_STATUSES),
  invoice: v.object({
    status: v.picklist(INVOICE_STATUSES),
    amount_cents: v.number(),
    lines: v.array(InvoiceLineSchema),
    due_at: v.string(),
    paid_at: v.nullable(v.string()),
  }),
  /**
   * Pre-filled payer data (the customer the merchant subscribed). `document` is always null:
   * the page opens to whoever holds its link, so the CPF/CNPJ is typed, never shown.
   */
  payer: v.object({
    name: v.string(),
    email: v.nullable(v.string()),
    document: v.nullable(v.string()),
  }),
  /** The methods the plan accepts that the store can charge (one gateway each). */
  methods: v.array(PublicMethodSchema),
  /** The receipt's token of the invoice's payment, when there is one (pending or paid). */
  receipt_token: v.nullable(v.string()),
  /** While `pending`: the pix code or the boleto to pay. */
  payment: v.nullable(v.omit(InvoicePaymentSchema, ['id', 'timeline'])),
})
export type SignupPage = v.InferOutput<typeof SignupPageSchema>

/**
 * POST /public/subscriptions/{id}/cycles/{cycle}/charges (Idempotency-Key): the subscriber pays
 * the cycle's invoice with one of the page's methods; a card is kept (tokenised at the
 * provider) for the next cycles. Answers the page again.
 */
export const SignupChargeInputSchema = v.omit(PublicChargeInputSchema, [
  'amount_cents',
  'address',
  'installments',
])
export type SignupChargeInput = v.InferInput<typeof SignupChargeInputSchema>
export type SignupChargeValues = v.InferOutput<typeof SignupChargeInputSchema>
