import * as v from 'valibot'
import { customerEmailField, customerLabels, customerNameField } from '../customers/fields.ts'
import { documentKind, normalizeDocument } from '../customers/document.ts'
import { BankCodeSchema } from '../gateways/schema.ts'
import { PixKeySchema } from '../payments/pix/keys.ts'
import { required, type FieldLabel, queryInt } from '../validation/index.ts'
import { splitText, type SplitText } from './texts.ts'

/*
 * Sellers (issue 12 item 2): the people and companies a gateway's payments are split with
 * (split/sellers/{gatewayName}/{gatewayID}). A seller belongs to one gateway, because the
 * provider of that gateway is who registers and pays it: the same person selling through two
 * gateways is two sellers. Rules name sellers by id (schema.ts).
 *
 * Status: a seller starts `pending_verification` while the provider checks its document and
 * account, and becomes `active` once verified; the built-in sandbox provider verifies at once,
 * so on a sandbox gateway a new seller is active. The store can suspend a seller (it stays in
 * the history, it can no longer enter a rule) and reactivate it: back to active when it had
 * been verified, to pending otherwise. Sellers are never deleted: rule versions and split
 * payments keep naming them.
 */

export const SELLER_STATUSES = ['pending_verification', 'active', 'suspended'] as const
export type SellerStatus = (typeof SELLER_STATUSES)[number]

export const SELLER_PAYOUT_KINDS = ['bank_account', 'pix'] as const
export type SellerPayoutKind = (typeof SELLER_PAYOUT_KINDS)[number]

/** Checking or savings: providers transfer to either, and ask which. */
export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number]

export const SELLER_PAGE_SIZE = 50

// Feminine labels make "{Field} é obrigatória" agree (validation/lang.ts).
const label = (ptBR: string, en: string, feminine = false): FieldLabel => ({
  'pt-BR': ptBR,
  en,
  feminine,
})

export const sellerLabels = {
  name: customerLabels.name,
  document: customerLabels.document,
  email: customerLabels.email,
  payout: label('Onde recebe', 'Where it receives'),
  bank: label('Banco', 'Bank'),
  agency: label('Agência', 'Branch', true),
  agencyDigit: label('Dígito da agência', 'Branch check digit'),
  account: label('Conta', 'Account', true),
  accountDigit: label('Dígito da conta', 'Account check digit'),
  accountType: label('Tipo de conta', 'Account type'),
  pixKey: label('Chave pix', 'Pix key', true),
  providerAccount: label('Conta no provedor', 'Account at the provider', true),
} as const

const say = (text: SplitText) => (issue: v.BaseIssue<unknown>) => splitText(issue.lang, text)

/** Digits (and an X, for check digits) as typed: spaces and punctuation dropped. */
const digitsField = (pattern: RegExp, text: SplitText, fieldLabel: FieldLabel) =>
  v.pipe(
    v.string(),
    v.transform((value) => value.replace(/[\s.-]/g, '').toUpperCase()),
    required({ label: fieldLabel }),
    v.check((value) => value === '' || pattern.test(value), say(text)),
  )

/** A bank account in Brazil: bank, branch (agência) and account, each with its check digit. */
export const BankAccountSchema = v.object({
  kind: v.literal('bank_account'),
  bank_code: BankCodeSchema,
  agency: digitsField(/^\d{1,4}$/, 'agencyFormat', sellerLabels.agency),
  /** Most branches have none (Banco do Brasil's do). */
  agency_digit: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => value?.trim().toUpperCase() || null),
    v.check((value) => value === null || /^[\dX]$/.test(value), say('agencyDigit')),
  ),
  account: digitsField(/^\d{1,12}$/, 'accountFormat', sellerLabels.account),
  account_digit: digitsField(/^[\dX]$/, 'accountDigit', sellerLabels.accountDigit),
  account_type: v.optional(v.picklist(BANK_ACCOUNT_TYPES), 'checking'),
})
export type BankAccount = v.InferOutput<typeof BankAccountSchema>

/** Where a seller receives: a bank account, or a pix key (any kind, stored normalised). */
export const SellerPayoutSchema = v.variant('kind', [
  BankAccountSchema,
  v.object({ kind: v.literal('pix'), pix_key: PixKeySchema }),
])
export type SellerPayoutInput = v.InferInput<typeof SellerPayoutSchema>
export type SellerPayout = v.InferOutput<typeof SellerPayoutSchema>

/** CPF or CNPJ, required: the provider registers the seller under it. Stored normalised. */
const sellerDocumentField = v.pipe(
  v.string(),
  v.transform(normalizeDocument),
  required({ label: sellerLabels.document }),
  v.check((value) => value === '' || documentKind(value) !== null, say('sellerDocument')),
)

const sellerEmailField = v.pipe(
  customerEmailField,
  required<string | null>({ label: sellerLabels.email }),
  v.transform((value) => value ?? ''),
)

/**
 * The seller's account number at the gateway's provider, when the provider has one (the
 * `eficustom` format names receivers by it: eficustom.ts). Optional; digits only.
 */
const providerAccountField = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => value?.replace(/[\s.-]/g, '') || null),
  v.check((value) => value === null || /^\d{1,20}$/.test(value), say('providerAccount')),
)

/**
 * POST …/split/gateways/{gatewayId}/sellers and PUT …/sellers/{id}: the seller as the store
 * types it. The status is not written here (suspend and reactivate are their own calls).
 */
export const SellerInputSchema = v.object({
  name: customerNameField,
  document: sellerDocumentField,
  email: sellerEmailField,
  payout: SellerPayoutSchema,
  provider_account: providerAccountField,
})
export type SellerInput = v.InferInput<typeof SellerInputSchema>
export type SellerValues = v.InferOutput<typeof SellerInputSchema>

/** A seller as the server answers it. */
export const SellerSchema = v.object({
  id: v.number(),
  gateway_id: v.number(),
  name: v.string(),
  /** Normalised: digits (and a new CNPJ's letters), no punctuation. */
  document: v.string(),
  document_kind: v.picklist(['cpf', 'cnpj']),
  email: v.string(),
  payout: v.variant('kind', [
    v.object({
      kind: v.literal('bank_account'),
      bank_code: v.string(),
      agency: v.string(),
      agency_digit: v.nullable(v.string()),
      account: v.string(),
      account_digit: v.string(),
      account_type: v.picklist(BANK_ACCOUNT_TYPES),
    }),
    v.object({ kind: v.literal('pix'), pix_key: v.string() }),
  ]),
  provider_account: v.nullable(v.string()),
  status: v.picklist(SELLER_STATUSES),
  /** When the provider verified it; null while pending. */
  verified_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Seller = v.InferOutput<typeof SellerSchema>

/** GET …/sellers: `q` is words of the name, or the start of the document (3 digits or more). */
export const SellerQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  status: v.optional(v.picklist(SELLER_STATUSES)),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(300))),
  limit: v.optional(queryInt(1, 100)),
})
export type SellerQuery = {
  q?: string
  status?: SellerStatus
  cursor?: string
  limit?: number
}
/** The filters of a list, without the page position (for swr keys). */
export type SellerFilters = Omit<SellerQuery, 'cursor' | 'limit'>

/** Newest first; `next_cursor` continues after the last row (null on the last page). */
export const SellerPageSchema = v.object({
  items: v.array(SellerSchema),
  next_cursor: v.nullable(v.string()),
})
export type SellerPage = v.InferOutput<typeof SellerPageSchema>

/** The status a new seller starts with: the sandbox verifies at once, a real provider later. */
export function initialSellerStatus(environment: 'sandbox' | 'production'): SellerStatus {
  return environment === 'sandbox' ? 'active' : 'pending_verification'
}

/** Reactivating: active again once verified, otherwise back to waiting for the provider. */
export function reactivatedStatus(verifiedAt: string | Date | null): SellerStatus {
  return verifiedAt === null ? 'pending_verification' : 'active'
}
