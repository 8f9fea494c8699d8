import * as v from 'valibot'
import { PAYMENT_TYPES } from '../transactions/schema.ts'

/*
 * The split of real payments as the store reads it (issue 12 items 5 and 8): a seller's parts
 * of the payments split on its gateway, its balances from the ledger, and the release the
 * store may ask for. A part is `pending` until `release_at` (SPLIT_RELEASE_DAYS after the
 * money came in), then `released`; `reversed` once refunds took back its whole gross share.
 */

export const SPLIT_PART_STATUSES = ['pending', 'released', 'reversed'] as const
export type SplitPartStatus = (typeof SPLIT_PART_STATUSES)[number]

export const SellerPartSchema = v.object({
  payment_id: v.number(),
  /** When the payment's money was received. */
  received_at: v.string(),
  payment_type: v.picklist(PAYMENT_TYPES),
  gross_cents: v.number(),
  fee_cents: v.number(),
  net_cents: v.number(),
  rounding_cents: v.number(),
  /** What refunds and chargebacks took back of this part. */
  reversed_cents: v.number(),
  status: v.picklist(SPLIT_PART_STATUSES),
  release_at: v.string(),
  released_at: v.nullable(v.string()),
  /** The rule version the payment was split with. */
  rule_version: v.number(),
})
export type SellerPart = v.InferOutput<typeof SellerPartSchema>

/** A seller's balances in centavos, from the ledger; `available` below zero is a debt. */
export const SellerBalancesSchema = v.object({
  pending_cents: v.number(),
  available_cents: v.number(),
})
export type SellerBalances = v.InferOutput<typeof SellerBalancesSchema>

export const SELLER_PARTS_PAGE_SIZE = 50

/** GET …/sellers/{sellerId}/parts: newest payment first, keyset pages, and the balances. */
export const SellerPartsPageSchema = v.object({
  items: v.array(SellerPartSchema),
  next_cursor: v.nullable(v.string()),
  balances: SellerBalancesSchema,
})
export type SellerPartsPage = v.InferOutput<typeof SellerPartsPageSchema>

export const SellerPartsQuerySchema = v.object({
  cursor: v.optional(v.pipe(v.string(), v.maxLength(300))),
})
export type SellerPartsQuery = v.InferOutput<typeof SellerPartsQuerySchema>

/** POST …/sellers/{sellerId}/release: what was released now, and the balances after. */
export const SellerReleaseSchema = v.object({
  released_parts: v.number(),
  released_cents: v.number(),
  balances: SellerBalancesSchema,
})
export type SellerRelease = v.InferOutput<typeof SellerReleaseSchema>

/** Ledger account codes of a seller's balances (`seller_pending:42`, `seller_available:42`). */
export const SELLER_ACCOUNT = /^seller_(pending|available):(\d+)$/

/** One party's part of a payment's split, as the payment's money trail shows it. */
export const PaymentSplitPartySchema = v.object({
  /** null: the store. */
  seller_id: v.nullable(v.number()),
  name: v.string(),
  gross_cents: v.number(),
  fee_cents: v.number(),
  net_cents: v.number(),
  rounding_cents: v.number(),
  reversed_cents: v.number(),
})
export type PaymentSplitParty = v.InferOutput<typeof PaymentSplitPartySchema>

/** A payment's split on its trail: the rule version, each party's part, or why it was not split. */
export const PaymentSplitSchema = v.object({
  status: v.picklist(['posted', 'refused']),
  rule_version: v.number(),
  parties: v.array(PaymentSplitPartySchema),
  /** The engine's refusal in a sentence (status refused), else null. */
  refusal: v.nullable(v.string()),
})
export type PaymentSplit = v.InferOutput<typeof PaymentSplitSchema>
