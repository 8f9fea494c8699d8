import * as v from 'valibot'
import { CustomFieldAnswerSchema } from '../checkout-setup/fields/schema.ts'
import { CustomerAddressSchema } from '../customers/fields.ts'
import { GATEWAY_TYPES } from '../gateways/schema.ts'
import { CARD_BRANDS } from '../payments/card/brand.ts'
import { PAYMENT_EVENTS, PAYMENT_STATUSES } from '../payments/timeline/transitions.ts'
import { between, length, required, type FieldLabel, queryInt } from '../validation/index.ts'

/*
 * Transactions (payments) and their timeline (issue 10 item 2). Money is integer centavos;
 * times are ISO 8601 in UTC. The status moves only along PAYMENT_TRANSITIONS.
 */

/** The specification's payment types (section 3). */
export const PAYMENT_TYPES = [
  'pix',
  'billet',
  'voucher',
  'creditcard',
  'pix-installment',
  'static-pix',
  'debitcard',
  'custom',
  'free',
  'onetap',
  'other',
] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]

/** The types a charge can be created for from the panel (they have a gateway type). */
export const CHARGEABLE_TYPES = GATEWAY_TYPES

const label = (ptBR: string, en: string): FieldLabel => ({ 'pt-BR': ptBR, en })
export const transactionLabels = {
  gateway: label('Meio de pagamento', 'Gateway'),
  amount: label('Valor', 'Amount'),
  description: label('Descrição', 'Description'),
  item: label('Item', 'Item'),
  quantity: label('Quantidade', 'Quantity'),
  unitPrice: label('Preço unitário', 'Unit price'),
  installments: label('Parcelas', 'Installments'),
  customer: label('Cliente', 'Customer'),
  cardNumber: label('Número do cartão', 'Card number'),
  holder: label('Nome no cartão', 'Cardholder name'),
  expiry: label('Validade', 'Expiry'),
  cvv: label('Código de segurança', 'Security code'),
  reason: label('Motivo', 'Reason'),
  email: label('E-mail', 'E-mail'),
} as const

const cents = (low: number, fieldLabel: FieldLabel) =>
  v.pipe(v.number(), v.integer(), between(low, 99_999_999_99, { label: fieldLabel }))

export const PaymentItemSchema = v.object({
  description: v.pipe(
    v.string(),
    v.trim(),
    required({ label: transactionLabels.item }),
    length(0, 200, { label: transactionLabels.item }),
  ),
  quantity: v.pipe(
    v.number(),
    v.integer(),
    between(1, 10_000, { label: transactionLabels.quantity }),
  ),
  unit_cents: cents(1, transactionLabels.unitPrice),
})
export type PaymentItem = v.InferOutput<typeof PaymentItemSchema>

/**
 * The card as typed by the payer: sent to the provider and forgotten. Only the brand and the
 * last four digits are ever stored (payments/card README).
 */
export const CardInputSchema = v.object({
  number: v.pipe(
    v.string(),
    v.transform((value) => value.replace(/[\s.-]/g, '')),
    required({ label: transactionLabels.cardNumber }),
    length(12, 19, { label: transactionLabels.cardNumber }),
  ),
  holder: v.pipe(
    v.string(),
    v.trim(),
    required({ label: transactionLabels.holder }),
    length(0, 60, { label: transactionLabels.holder }),
  ),
  expiry_month: v.pipe(
    v.number(),
    v.integer(),
    between(1, 12, { label: transactionLabels.expiry }),
  ),
  expiry_year: v.pipe(
    v.number(),
    v.integer(),
    between(2000, 2100, { label: transactionLabels.expiry }),
  ),
  cvv: v.pipe(
    v.string(),
    v.trim(),
    required({ label: transactionLabels.cvv }),
    length(3, 4, { label: transactionLabels.cvv }),
  ),
})
export type CardInput = v.InferOutput<typeof CardInputSchema>

/**
 * POST /apps/{appId}/transactions — a new charge through one of the store's gateways. Takes an
 * `Idempotency-Key` header (required). The amount is the items' sum, plus the interest of card
 * installments beyond the interest-free ones; the customer is one of the store's (by id).
 */
export const ChargeInputSchema = v.object({
  gateway_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  customer_id: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  items: v.pipe(
    v.array(PaymentItemSchema),
    required({ label: transactionLabels.item }),
    v.maxLength(100),
  ),
  description: v.optional(
    v.pipe(v.string(), v.trim(), length(0, 200, { label: transactionLabels.description })),
    '',
  ),
  installments: v.optional(
    v.pipe(v.number(), v.integer(), between(1, 24, { label: transactionLabels.installments })),
    1,
  ),
  /** Only for card gateways. */
  card: v.optional(CardInputSchema),
})
export type ChargeInput = v.InferInput<typeof ChargeInputSchema>

/** POST …/{id}/capture: the whole pre-authorised amount when `amount_cents` is left out. */
export const CaptureInputSchema = v.object({
  amount_cents: v.optional(cents(1, transactionLabels.amount)),
})
export type CaptureInput = v.InferInput<typeof CaptureInputSchema>

/** POST …/{id}/refunds: the rest of the captured money when `amount_cents` is left out. */
export const RefundInputSchema = v.object({
  amount_cents: v.optional(cents(1, transactionLabels.amount)),
  reason: v.optional(
    v.pipe(v.string(), v.trim(), length(0, 200, { label: transactionLabels.reason })),
    '',
  ),
})
export type RefundInput = v.InferInput<typeof RefundInputSchema>

/** POST …/{id}/resend: to the customer's e-mail unless another is given. */
export const ResendInputSchema = v.object({
  email: v.optional(v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254))),
})
export type ResendInput = v.InferInput<typeof ResendInputSchema>

/** What the sandbox can pretend happened at the provider (sandbox gateways only). */
export const SIMULATED_OUTCOMES = ['paid', 'expired', 'settled', 'chargeback'] as const
export type SimulatedOutcome = (typeof SIMULATED_OUTCOMES)[number]
export const SimulateInputSchema = v.object({ outcome: v.picklist(SIMULATED_OUTCOMES) })

/** One entry of the timeline: the status the payment moved to, and why. */
export const PaymentEventSchema = v.object({
  id: v.number(),
  event: v.picklist(PAYMENT_EVENTS),
  from_status: v.picklist(PAYMENT_STATUSES),
  status: v.picklist(PAYMENT_STATUSES),
  /** The money the event moved (a capture, a refund), when it moved some. */
  amount_cents: v.nullable(v.number()),
  note: v.string(),
  /** Who did it in the panel; null for the provider or the system. */
  actor_name: v.nullable(v.string()),
  at: v.string(),
})
export type PaymentTimelineEvent = v.InferOutput<typeof PaymentEventSchema>

const CustomerSnapshotSchema = v.object({
  id: v.nullable(v.number()),
  name: v.string(),
  email: v.nullable(v.string()),
  document: v.nullable(v.string()),
})

const GatewayRefSchema = v.object({
  id: v.number(),
  name: v.string(),
  type: v.picklist(GATEWAY_TYPES),
  provider: v.string(),
  environment: v.picklist(['sandbox', 'production']),
})

/** A payment as listed: enough for a row. */
export const TransactionSummarySchema = v.object({
  id: v.number(),
  type: v.picklist(PAYMENT_TYPES),
  status: v.picklist(PAYMENT_STATUSES),
  /**
   * What the payer is charged: the items' sum, plus the Price table's interest when a card is
   * paid in more installments than the store's interest-free ones.
   */
  amount_cents: v.number(),
  refunded_cents: v.number(),
  installments: v.number(),
  customer: v.nullable(CustomerSnapshotSchema),
  gateway_name: v.nullable(v.string()),
  card: v.nullable(v.object({ brand: v.picklist(CARD_BRANDS), last_four: v.string() })),
  created_at: v.string(),
})
export type TransactionSummary = v.InferOutput<typeof TransactionSummarySchema>

/** The address a payer typed on a public page that asks for it: the customers' address fields. */
export const PayerAddressSchema = v.omit(CustomerAddressSchema, ['label'])
export type PayerAddress = v.InferOutput<typeof PayerAddressSchema>

/** One payment in full. */
export const TransactionSchema = v.object({
  ...TransactionSummarySchema.entries,
  description: v.string(),
  /** Money taken from the payer: the amount once paid, or what a capture took. */
  captured_cents: v.number(),
  /** What the provider keeps (the gateway's fees), and what is left for the store. */
  fee_cents: v.number(),
  net_cents: v.number(),
  items: v.array(PaymentItemSchema),
  gateway: v.nullable(GatewayRefSchema),
  /** The provider's id of the charge. */
  external_id: v.nullable(v.string()),
  pix: v.nullable(
    v.object({ code: v.string(), txid: v.string(), expires_at: v.nullable(v.string()) }),
  ),
  billet: v.nullable(
    v.object({
      barcode: v.string(),
      linha_digitavel: v.string(),
      due_date: v.string(),
      /** The printable boleto page (no login). */
      url: v.string(),
    }),
  ),
  /** For custom methods: what the payer was told to do. */
  instructions: v.nullable(v.object({ method_name: v.string(), text: v.string() })),
  /**
   * The payment link it was paid through (issue 11), or null. Optional only so that adapters
   * written before links (the fixture) still type-check; the server always answers it.
   */
  link: v.optional(v.nullable(v.object({ id: v.number(), slug: v.string(), title: v.string() }))),
  /**
   * The address the payer typed on a link that asks for it (issue 11), or null. Beside the
   * customer rather than inside it: it belongs to this payment (where to deliver this order),
   * not to the store's customer record, which keeps its own addresses. Optional like `link`.
   */
  payer_address: v.optional(v.nullable(PayerAddressSchema)),
  /**
   * The payer's answers to the store's checkout custom fields (issue 16), each with the field's
   * label as it was then, in the fields' order; empty when there were none. Optional like `link`.
   */
  custom_fields: v.optional(v.array(CustomFieldAnswerSchema)),
  timeline: v.array(PaymentEventSchema),
  paid_at: v.nullable(v.string()),
  updated_at: v.string(),
})
export type Transaction = v.InferOutput<typeof TransactionSchema>

export const TRANSACTION_PAGE_SIZE = 50

const isoDate = v.pipe(v.string(), v.isoDate())

/**
 * GET /apps/{appId}/transactions. Newest first, keyset pages. Dates are inclusive days in the
 * store's time zone (America/Sao_Paulo); amounts are centavos, inclusive.
 */
export const TransactionQuerySchema = v.object({
  /** A payment id, the customer's name (word prefixes), e-mail or document (prefix). */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  status: v.optional(v.picklist(PAYMENT_STATUSES)),
  type: v.optional(v.picklist(PAYMENT_TYPES)),
  gateway_id: v.optional(queryInt(1, 2_147_483_647)),
  customer_id: v.optional(queryInt(1, Number.MAX_SAFE_INTEGER)),
  /** Only payments made through this payment link. */
  link_id: v.optional(queryInt(1, 2_147_483_647)),
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  min_cents: v.optional(queryInt(0, 99_999_999_99)),
  max_cents: v.optional(queryInt(0, 99_999_999_99)),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(300))),
  limit: v.optional(queryInt(1, 100)),
})
export type TransactionQuery = {
  q?: string
  status?: (typeof PAYMENT_STATUSES)[number]
  type?: PaymentType
  gateway_id?: number
  customer_id?: number
  link_id?: number
  from?: string
  to?: string
  min_cents?: number
  max_cents?: number
  cursor?: string
  limit?: number
}
export type TransactionFilters = Omit<TransactionQuery, 'cursor' | 'limit'>

export const TransactionPageSchema = v.object({
  items: v.array(TransactionSummarySchema),
  next_cursor: v.nullable(v.string()),
})
export type TransactionPage = v.InferOutput<typeof TransactionPageSchema>

/** GET …/transactions/totals with the list's filters: counts and sums per status. */
export const TransactionTotalsSchema = v.object({
  count: v.number(),
  amount_cents: v.number(),
  captured_cents: v.number(),
  refunded_cents: v.number(),
  by_status: v.array(
    v.object({ status: v.picklist(PAYMENT_STATUSES), count: v.number(), amount_cents: v.number() }),
  ),
})
export type TransactionTotals = v.InferOutput<typeof TransactionTotalsSchema>

/** The ledger's journals about one payment, oldest first: its money trail. */
export const MoneyTrailSchema = v.array(
  v.object({
    journal_id: v.number(),
    /** charge, fee, net, release, refund, chargeback, … */
    kind: v.string(),
    memo: v.nullable(v.string()),
    at: v.string(),
    postings: v.array(v.object({ account: v.string(), amount_cents: v.number() })),
  }),
)
export type MoneyTrail = v.InferOutput<typeof MoneyTrailSchema>
