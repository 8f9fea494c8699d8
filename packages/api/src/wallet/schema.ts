import * as v from 'valibot'
import { customerEmailField, customerLabels, customerNameField } from '../customers/fields.ts'
import { documentKind, normalizeDocument } from '../customers/document.ts'
import { SellerPayoutSchema, type SellerPayout } from '../split/sellers.ts'
import { labelText } from '../validation/lang.ts'
import { queryInt, required, resolveLang, type FieldLabel } from '../validation/index.ts'

/*
 * The wallet (issue 12 item 6; section 2: wallet › balance, suppliers, suppliers/{supplierId},
 * enable). The store's own money as the ledger holds it, and what the store does with it:
 * withdraw it to its bank account or pix key, or pay the people and companies it buys from
 * (suppliers). Every figure is read from the ledger's postings, never kept beside them:
 *
 *   available  = merchant_available                     (can be withdrawn or paid out now)
 *   pending    = merchant_pending                       (received, released on its date)
 *   blocked    = wallet_in_transit                      (withdrawals and supplier payments sent,
 *                                                        not yet confirmed paid out)
 *
 * A payout (a withdrawal or a supplier payment) moves available → in transit when it is asked
 * for, and in transit → paid out (`wallet_paid_out`) when the provider confirms, or back to
 * available when it fails. The wallet is off until the store enables it; limits are settings
 * with defaults (section 9 leaves them to us).
 */

/** Defaults of the wallet's limits: R$ 10,00 minimum per withdrawal, R$ 50.000,00 a day. */
export const WALLET_DEFAULT_MIN_WITHDRAWAL_CENTS = 1_000
export const WALLET_DEFAULT_DAILY_WITHDRAWAL_CAP_CENTS = 5_000_000
/** The largest single payout the wallet takes (R$ 1.000.000,00), whatever the settings. */
export const WALLET_MAX_PAYOUT_CENTS = 100_000_000

export const WALLET_PAGE_SIZE = 50

const label = (ptBR: string, en: string, feminine = false): FieldLabel => ({
  'pt-BR': ptBR,
  en,
  feminine,
})

export const walletLabels = {
  amount: label('Valor', 'Amount'),
  description: label('Descrição', 'Description', true),
  destination: label('Conta de destino', 'Destination account', true),
  minWithdrawal: label('Saque mínimo', 'Minimum withdrawal'),
  dailyCap: label('Limite diário de saques', 'Daily withdrawal limit'),
  supplierName: customerLabels.name,
  supplierDocument: customerLabels.document,
  supplierEmail: customerLabels.email,
  category: label('Categoria', 'Category', true),
} as const

/** Where money leaves to: a bank account or a pix key (the sellers' shape, split/sellers.ts). */
export const PayoutDestinationSchema = SellerPayoutSchema
export type PayoutDestination = SellerPayout

const centsField = (fieldLabel: FieldLabel, min: number, max: number) =>
  v.pipe(
    v.number(),
    v.integer(),
    v.minValue(min, (issue) => positiveMessage(issue.lang, fieldLabel)),
    v.maxValue(max),
  )

function positiveMessage(lang: string | undefined, fieldLabel: FieldLabel): string {
  const resolved = resolveLang(lang)
  const name = labelText(fieldLabel, resolved)
  return resolved === 'en'
    ? `${name} must be more than zero.`
    : `${name} precisa ser maior que zero.`
}

// ─── Settings and enabling ──────────────────────────────────────────────────────────────────

/** GET …/wallet: whether it is on, its limits and where withdrawals go. */
export const WalletSettingsSchema = v.object({
  enabled: v.boolean(),
  enabled_at: v.nullable(v.string()),
  min_withdrawal_cents: v.number(),
  daily_withdrawal_cap_cents: v.number(),
  /** The store's own account for withdrawals; null until registered. */
  destination: v.nullable(
    v.variant('kind', [
      v.object({
        kind: v.literal('bank_account'),
        bank_code: v.string(),
        agency: v.string(),
        agency_digit: v.nullable(v.string()),
        account: v.string(),
        account_digit: v.string(),
        account_type: v.picklist(['checking', 'savings']),
      }),
      v.object({ kind: v.literal('pix'), pix_key: v.string() }),
    ]),
  ),
  /** What today's withdrawals used of the daily cap (day in America/Sao_Paulo). */
  withdrawn_today_cents: v.number(),
})
export type WalletSettings = v.InferOutput<typeof WalletSettingsSchema>

/** PUT …/wallet/settings: limits and destination (payments write or the __wallet role). */
export const WalletSettingsInputSchema = v.object({
  min_withdrawal_cents: centsField(walletLabels.minWithdrawal, 1, WALLET_MAX_PAYOUT_CENTS),
  daily_withdrawal_cap_cents: centsField(walletLabels.dailyCap, 1, 10 * WALLET_MAX_PAYOUT_CENTS),
  destination: v.nullable(PayoutDestinationSchema),
})
export type WalletSettingsInput = v.InferInput<typeof WalletSettingsInputSchema>

/**
 * PUT …/wallet/enabled `{ enabled }`. Disabling is refused (409 `walletNotEmpty`) while any
 * money is available, pending or in transit; the error's `data` is the `WalletBalance`, so the
 * screen shows the amounts.
 */
export const WalletEnableInputSchema = v.object({ enabled: v.boolean() })
export type WalletEnableInput = v.InferInput<typeof WalletEnableInputSchema>

// ─── Balance ────────────────────────────────────────────────────────────────────────────────

/** GET …/wallet/balance: the three figures and when the pending money is released. */
export const WalletBalanceSchema = v.object({
  available_cents: v.number(),
  pending_cents: v.number(),
  blocked_cents: v.number(),
  /** Pending money by release day (YYYY-MM-DD, America/Sao_Paulo), soonest first; sums to pending. */
  releases: v.array(v.object({ date: v.string(), cents: v.number() })),
})
export type WalletBalance = v.InferOutput<typeof WalletBalanceSchema>

// ─── Statement ──────────────────────────────────────────────────────────────────────────────

/**
 * What moved the store's available money, one line per journal: a sale's net released, a
 * refund, a withdrawal asked for, one that failed and came back, a supplier payment, a seller's
 * share of a split, its reversal, a fee.
 */
export const STATEMENT_KINDS = [
  'release',
  'refund',
  'chargeback',
  'withdrawal',
  'supplier_payment',
  'payout_returned',
  'split',
  'split_reversal',
  'other',
] as const
export type StatementKind = (typeof STATEMENT_KINDS)[number]

export const StatementEntrySchema = v.object({
  /** The journal's id (a keyset position, newest first). */
  id: v.number(),
  at: v.string(),
  kind: v.picklist(STATEMENT_KINDS),
  /** Signed: money in is positive, money out negative. */
  amount_cents: v.number(),
  description: v.string(),
  /** The payment, when the line is one's (links to the transaction's detail). */
  payment_id: v.nullable(v.number()),
  /** The payout, when the line is one's. */
  payout_id: v.nullable(v.number()),
})
export type StatementEntry = v.InferOutput<typeof StatementEntrySchema>

/** GET …/wallet/statement (and …/statement.csv with the same filters, every line, streamed). */
export const StatementQuerySchema = v.object({
  /** Days, YYYY-MM-DD, in America/Sao_Paulo, both included. */
  from: v.optional(v.pipe(v.string(), v.isoDate())),
  to: v.optional(v.pipe(v.string(), v.isoDate())),
  kind: v.optional(v.picklist(STATEMENT_KINDS)),
  direction: v.optional(v.picklist(['in', 'out'])),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(300))),
  limit: v.optional(queryInt(1, 100)),
})
export type StatementQuery = {
  from?: string
  to?: string
  kind?: StatementKind
  direction?: 'in' | 'out'
  cursor?: string
  limit?: number
}
export type StatementFilters = Omit<StatementQuery, 'cursor' | 'limit'>

export const StatementPageSchema = v.object({
  items: v.array(StatementEntrySchema),
  next_cursor: v.nullable(v.string()),
})
export type StatementPage = v.InferOutput<typeof StatementPageSchema>

// ─── Payouts: withdrawals and supplier payments ─────────────────────────────────────────────

export const PAYOUT_KINDS = ['withdrawal', 'supplier_payment'] as const
export type PayoutKind = (typeof PAYOUT_KINDS)[number]

/** in_transit → paid_out, or in_transit → failed (the money returns to available). */
export const PAYOUT_STATUSES = ['in_transit', 'paid_out', 'failed'] as const
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number]

export const PayoutSchema = v.object({
  id: v.number(),
  kind: v.picklist(PAYOUT_KINDS),
  status: v.picklist(PAYOUT_STATUSES),
  amount_cents: v.number(),
  description: v.nullable(v.string()),
  supplier_id: v.nullable(v.number()),
  supplier_name: v.nullable(v.string()),
  /** Where it went, as a person reads it: "Banco 260 · Ag. 0001 · C/C 12345-6" or "Pix: …". */
  destination_label: v.string(),
  /** The provider's transfer id, once it has one (an end-to-end id for pix). */
  provider_reference: v.nullable(v.string()),
  failure_reason: v.nullable(v.string()),
  requested_at: v.string(),
  paid_out_at: v.nullable(v.string()),
  failed_at: v.nullable(v.string()),
})
export type Payout = v.InferOutput<typeof PayoutSchema>

/**
 * POST …/wallet/withdrawals (Idempotency-Key required): to the store's registered destination.
 * Refused with a field error on `amount_cents` when under the minimum, over the day's cap left
 * or over the available balance (each says the figure); 409 when the wallet is off or no
 * destination is registered.
 */
export const WithdrawalInputSchema = v.object({
  amount_cents: centsField(walletLabels.amount, 1, WALLET_MAX_PAYOUT_CENTS),
})
export type WithdrawalInput = v.InferInput<typeof WithdrawalInputSchema>

/** POST …/wallet/suppliers/{supplierId}/payments (Idempotency-Key required): from available. */
export const SupplierPaymentInputSchema = v.object({
  amount_cents: centsField(walletLabels.amount, 1, WALLET_MAX_PAYOUT_CENTS),
  description: v.pipe(
    v.string(),
    v.trim(),
    required({ label: walletLabels.description }),
    v.maxLength(140),
  ),
})
export type SupplierPaymentInput = v.InferInput<typeof SupplierPaymentInputSchema>

/** GET …/wallet/payouts: newest first; `supplier_id` for one supplier's history. */
export const PayoutQuerySchema = v.object({
  kind: v.optional(v.picklist(PAYOUT_KINDS)),
  status: v.optional(v.picklist(PAYOUT_STATUSES)),
  supplier_id: v.optional(queryInt(1, 2_147_483_647)),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(300))),
  limit: v.optional(queryInt(1, 100)),
})
export type PayoutQuery = {
  kind?: PayoutKind
  status?: PayoutStatus
  supplier_id?: number
  cursor?: string
  limit?: number
}
export type PayoutFilters = Omit<PayoutQuery, 'cursor' | 'limit'>

export const PayoutPageSchema = v.object({
  items: v.array(PayoutSchema),
  next_cursor: v.nullable(v.string()),
})
export type PayoutPage = v.InferOutput<typeof PayoutPageSchema>

// ─── Suppliers ──────────────────────────────────────────────────────────────────────────────

/** What the store buys from a supplier (for its reports; Portuguese labels in the panel). */
export const SUPPLIER_CATEGORIES = [
  'goods',
  'services',
  'logistics',
  'marketing',
  'rent',
  'taxes',
  'other',
] as const
export type SupplierCategory = (typeof SUPPLIER_CATEGORIES)[number]

export const SUPPLIER_CATEGORY_LABELS: Record<SupplierCategory, string> = {
  goods: 'Mercadorias',
  services: 'Serviços',
  logistics: 'Frete e logística',
  marketing: 'Marketing',
  rent: 'Aluguel',
  taxes: 'Impostos e taxas',
  other: 'Outros',
}

/** POST …/wallet/suppliers, PUT …/wallet/suppliers/{id}. A document once per store (409). */
export const SupplierInputSchema = v.object({
  name: customerNameField,
  document: v.pipe(
    v.string(),
    v.transform(normalizeDocument),
    required({ label: walletLabels.supplierDocument }),
    v.check(
      (value) => value === '' || documentKind(value) !== null,
      (issue) =>
        issue.lang === 'en' ? 'Type a valid CPF or CNPJ.' : 'Digite um CPF ou CNPJ válido.',
    ),
  ),
  email: customerEmailField,
  category: v.picklist(SUPPLIER_CATEGORIES),
  destination: PayoutDestinationSchema,
})
export type SupplierInput = v.InferInput<typeof SupplierInputSchema>
export type SupplierValues = v.InferOutput<typeof SupplierInputSchema>

export const SupplierSchema = v.object({
  id: v.number(),
  name: v.string(),
  document: v.string(),
  document_kind: v.picklist(['cpf', 'cnpj']),
  email: v.nullable(v.string()),
  category: v.picklist(SUPPLIER_CATEGORIES),
  destination: v.nonNullable(WalletSettingsSchema.entries.destination.wrapped),
  /** Archived suppliers stay in the history and can no longer be paid. */
  archived: v.boolean(),
  /** Everything paid out to it so far (paid_out payouts). */
  paid_cents: v.number(),
  last_paid_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Supplier = v.InferOutput<typeof SupplierSchema>

/** GET …/wallet/suppliers: `q` words of the name or a document's start; archived hidden unless asked. */
export const SupplierQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  category: v.optional(v.picklist(SUPPLIER_CATEGORIES)),
  archived: v.optional(v.picklist(['true', 'false'])),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(300))),
  limit: v.optional(queryInt(1, 100)),
})
export type SupplierQuery = {
  q?: string
  category?: SupplierCategory
  archived?: 'true' | 'false'
  cursor?: string
  limit?: number
}
export type SupplierFilters = Omit<SupplierQuery, 'cursor' | 'limit'>

export const SupplierPageSchema = v.object({
  items: v.array(SupplierSchema),
  next_cursor: v.nullable(v.string()),
})
export type SupplierPage = v.InferOutput<typeof SupplierPageSchema>

// ─── Constants the server and the screens share ─────────────────────────────────────────────

/**
 * When a card payment's pending money is expected to be released: its capture (or
 * authorisation, when captured at once) day + 30 days, as Brazilian acquirers settle a sale
 * paid in one installment. The balance's `releases` are computed with it; the real release is
 * the settlement, whenever it comes (a release past its expected day shows as today).
 */
export const WALLET_CARD_RELEASE_DAYS = 30

/**
 * The sandbox payout provider's failing destinations: a transfer to this pix key, or to a bank
 * account whose number ends in these digits, fails when it settles, and the money returns to
 * available. Every other destination is paid out.
 */
export const SANDBOX_FAILING_PIX_KEY = 'falha@sandbox.dev'
export const SANDBOX_FAILING_ACCOUNT_SUFFIX = '9999'
