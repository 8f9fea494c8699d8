import * as v from 'valibot'
import { customerLabels, customerNameField } from '../customers/fields.ts'
import { documentKind, normalizeDocument } from '../customers/document.ts'
import { GATEWAY_TYPES, installmentRuleFor, type InstallmentSetup } from '../gateways/schema.ts'
import { LINK_AMOUNT_MODES, LINK_MAX_CENTS, LINK_MAX_INSTALLMENTS } from '../links/schema.ts'
import { CARD_BRANDS } from '../payments/card/brand.ts'
import { installmentOptions } from '../payments/installments/index.ts'
import { PublicCheckoutSetupSchema } from '../checkout-setup/public.ts'
import { CustomFieldAnswersSchema } from '../checkout-setup/fields/schema.ts'
import { PAYMENT_EVENTS, PAYMENT_STATUSES } from '../payments/timeline/transitions.ts'
import {
  CardInputSchema,
  PAYMENT_TYPES,
  PayerAddressSchema,
  PaymentItemSchema,
  transactionLabels,
} from '../transactions/schema.ts'
import {
  between,
  email,
  length,
  required,
  resolveLang,
  type FieldLabel,
  type Lang,
} from '../validation/index.ts'

/*
 * The payer-facing checkout (issue 11 items 3 and 4): what the public pages `/pay/{slug}` and
 * `/public/transaction?token=…` read and send, without any login. Everything here is public:
 * a link shows only what its page shows, and a payment's receipt (PublicPayment) only what the
 * payer may know — never the store's fees, ledger, customer ids, staff names or notes.
 * Money is integer centavos; times are ISO 8601 in UTC.
 */

/**
 * Whether the link can be paid now: `available`, or why not (the link's status in the panel's
 * words: switched off wins, then expired, then sold out). A link that cannot be paid still
 * answers 200, so the page can say so plainly; an unknown slug is a 404.
 */
export const CHECKOUT_AVAILABILITIES = ['available', 'expired', 'sold_out', 'inactive'] as const
export type CheckoutAvailability = (typeof CHECKOUT_AVAILABILITIES)[number]

/** One installment count the payer may choose, with its values ("3x de R$ 33,34 sem juros"). */
export const PublicInstallmentOptionSchema = v.object({
  count: v.number(),
  installment_cents: v.number(),
  total_cents: v.number(),
  interest_free: v.boolean(),
})
export type PublicInstallmentOption = v.InferOutput<typeof PublicInstallmentOptionSchema>

/**
 * A way to pay the link: one of the store's active gateways the link accepts. `max_installments`
 * is the most this method allows for the link (the link's own maximum, the gateway's, and for
 * cards the store's setup); `installments` its options for a fixed amount (empty for an open
 * amount: the page computes them with `publicInstallmentOptions` once the payer typed one).
 * `card_brands`: the brands a card gateway accepts (empty for other methods).
 */
export const PublicMethodSchema = v.object({
  gateway_id: v.number(),
  type: v.picklist(GATEWAY_TYPES),
  name: v.string(),
  max_installments: v.number(),
  installments: v.array(PublicInstallmentOptionSchema),
  card_brands: v.array(v.picklist(CARD_BRANDS)),
})
export type PublicMethod = v.InferOutput<typeof PublicMethodSchema>

/**
 * A reseller's brand, for the payer's pages of one of its stores opened on one of its domains:
 * its name, logo and colours (CSS hex, as the panel's white-label branding).
 */
export const PublicBrandSchema = v.object({
  name: v.string(),
  logo_url: v.nullable(v.string()),
  primary_color: v.nullable(v.string()),
  primary_foreground: v.nullable(v.string()),
})
export type PublicBrand = v.InferOutput<typeof PublicBrandSchema>

/**
 * The store as its payers see it: its name; a contact address when it has one (its owner's
 * e-mail, once confirmed: stores have no contact address of their own); and `brand`, set only
 * when the page is opened on a domain of the reseller that sells this store (null on any other
 * host, another reseller's included).
 */
export const PublicStoreSchema = v.object({
  name: v.string(),
  contact_email: v.nullable(v.string()),
  /** The store's payer account page (`/acc/{slug}`), a path: it opens on whatever host this did. */
  account_path: v.string(),
  brand: v.nullable(PublicBrandSchema),
})
export type PublicStore = v.InferOutput<typeof PublicStoreSchema>

const installmentRuleFields = {
  max_installments: v.number(),
  interest_free: v.number(),
  monthly_rate_bps: v.number(),
}

/**
 * The store's installments setup as the page needs it to compute options for an open amount or
 * for a card brand with a rule of its own (`publicInstallmentOptions`).
 */
export const PublicInstallmentSetupSchema = v.object({
  ...installmentRuleFields,
  min_installment_cents: v.number(),
  by_brand: v.array(v.object({ brand: v.picklist(CARD_BRANDS), ...installmentRuleFields })),
})
export type PublicInstallmentSetup = v.InferOutput<typeof PublicInstallmentSetupSchema>

/** GET /public/links/{slug}: what the payer's page shows of a link. */
export const PublicLinkSchema = v.object({
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  image_url: v.nullable(v.string()),
  amount_mode: v.picklist(LINK_AMOUNT_MODES),
  /** The fixed amount (null for open amounts). */
  amount_cents: v.nullable(v.number()),
  /** The least an open amount may be (null for fixed amounts). */
  min_cents: v.nullable(v.number()),
  store: PublicStoreSchema,
  availability: v.picklist(CHECKOUT_AVAILABILITIES),
  /** The page asks for the payer's address (PublicChargeInput `address` becomes required). */
  ask_address: v.boolean(),
  /** The link's own maximum of installments. */
  max_installments: v.number(),
  /** Empty when the link is not available (nothing is offered). */
  methods: v.array(PublicMethodSchema),
  installment_setup: PublicInstallmentSetupSchema,
  /** The store's checkout: its appearance, custom fields and installed apps' hooks. */
  checkout: PublicCheckoutSetupSchema,
})
export type PublicLink = v.InferOutput<typeof PublicLinkSchema>

const CARD_TYPES: readonly string[] = ['creditcard', 'voucher']

/**
 * The options a method offers for an amount, as the server charges them: a card follows the
 * store's setup (its brand's rule when it has one, once the brand is known from the number),
 * interest-free up to the rule's count and the Price table beyond; pix in installments is
 * financed by the payer's bank, so its price is divided as it is. Methods that take no
 * installments offer paying at once only.
 */
export function publicInstallmentOptions(
  priceCents: number,
  method: Pick<PublicMethod, 'type' | 'max_installments'>,
  setup: PublicInstallmentSetup | InstallmentSetup,
  brand?: string | null,
): PublicInstallmentOption[] {
  return installmentOptions(priceCents, installmentRuleFor(method, setup, brand)).map((option) => ({
    count: option.count,
    installment_cents: option.installmentCents,
    total_cents: option.totalCents,
    interest_free: option.interestFree,
  }))
}

/** Whether a method's charge takes a card (number, holder, expiry, security code). */
export const methodTakesCard = (type: string) => CARD_TYPES.includes(type)

const label = (ptBR: string, en: string, feminine = false): FieldLabel => ({
  'pt-BR': ptBR,
  en,
  feminine,
})

export const checkoutLabels = {
  name: customerLabels.name,
  email: customerLabels.email,
  document: customerLabels.document,
  address: label('Endereço', 'Address'),
  gateway: label('Forma de pagamento', 'Payment method', true),
  amount: label('Valor', 'Amount'),
  installments: transactionLabels.installments,
} as const

const checkoutTexts = {
  documentInvalid: {
    'pt-BR': 'Informe um CPF ou CNPJ válido: confira os dígitos.',
    en: 'Enter a valid CPF or CNPJ: check the digits.',
  },
  amountBelowMin: {
    'pt-BR': 'O valor mínimo é {min}.',
    en: 'The minimum amount is {min}.',
  },
  amountRequired: {
    'pt-BR': 'Informe o valor que você quer pagar.',
    en: 'Enter the amount you want to pay.',
  },
  addressRequired: {
    'pt-BR': 'Informe o endereço.',
    en: 'Enter the address.',
  },
  methodUnavailable: {
    'pt-BR': 'Esta forma de pagamento não está disponível para este link. Escolha outra.',
    en: 'This payment method is not available for this link. Choose another.',
  },
  notAvailable: {
    'pt-BR': 'Este link não está recebendo pagamentos.',
    en: 'This link is not taking payments.',
  },
  expired: {
    'pt-BR': 'Este link de pagamento expirou e não recebe mais pagamentos.',
    en: 'This payment link has expired and takes no more payments.',
  },
  soldOut: {
    'pt-BR': 'Este link de pagamento esgotou: não há mais unidades disponíveis.',
    en: 'This payment link is sold out: no units are left.',
  },
  inactive: {
    'pt-BR': 'Este link de pagamento foi desativado pela loja.',
    en: 'The store has switched this payment link off.',
  },
  linkNotFound: {
    'pt-BR': 'Link de pagamento não encontrado.',
    en: 'Payment link not found.',
  },
  paymentNotFound: {
    'pt-BR': 'Pagamento não encontrado.',
    en: 'Payment not found.',
  },
  installmentsTooMany: {
    'pt-BR': 'No máximo {max} parcelas aqui.',
    en: 'At most {max} installments here.',
  },
  captureUsed: {
    'pt-BR': 'Esta cobrança já foi paga ou está aguardando pagamento.',
    en: 'This charge has already been paid or is awaiting payment.',
  },
  captureExpired: {
    'pt-BR': 'Esta cobrança expirou. Peça um novo link à loja.',
    en: 'This charge has expired. Ask the store for a new link.',
  },
  captureNotFound: {
    'pt-BR': 'Cobrança não encontrada.',
    en: 'Charge not found.',
  },
  tooManyAttempts: {
    'pt-BR': 'Muitas tentativas de pagamento. Aguarde {minutes} min e tente de novo.',
    en: 'Too many payment attempts. Wait {minutes} min and try again.',
  },
} as const satisfies Record<string, Record<Lang, string>>

export type CheckoutText = keyof typeof checkoutTexts

/** One of the checkout's own messages (shared with the server, so both say the same). */
export function checkoutText(
  lang: string | undefined,
  key: CheckoutText,
  params: Record<string, string | number> = {},
): string {
  return checkoutTexts[key][resolveLang(lang)].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name]),
  )
}

/** The payer's address, when the link asks for one: the customers' address fields. */
export const CheckoutAddressSchema = PayerAddressSchema
export type CheckoutAddress = v.InferOutput<typeof CheckoutAddressSchema>

/**
 * POST /public/links/{slug}/charges (with an Idempotency-Key header, one per attempt). The payer
 * pays the link's amount, or for an open amount `amount_cents` (at least the link's minimum);
 * `address` is required when the link has `ask_address`; `card` only for card methods;
 * `installments` within the method's options. The document is stored digits only (letters for
 * the new alphanumeric CNPJ).
 */
export const PublicChargeInputSchema = v.object({
  name: customerNameField,
  email: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    required({ label: checkoutLabels.email }),
    length(0, 254, { label: checkoutLabels.email }),
    email(),
  ),
  document: v.pipe(
    v.string(),
    v.transform(normalizeDocument),
    required({ label: checkoutLabels.document }),
    v.check(
      (value) => documentKind(value) !== null,
      (issue) => checkoutText(issue.lang, 'documentInvalid'),
    ),
  ),
  address: v.optional(v.nullable(CheckoutAddressSchema), null),
  gateway_id: v.pipe(
    v.number(),
    v.integer(),
    between(1, 2_147_483_647, { label: checkoutLabels.gateway }),
  ),
  amount_cents: v.optional(
    v.nullable(
      v.pipe(v.number(), v.integer(), between(1, LINK_MAX_CENTS, { label: checkoutLabels.amount })),
    ),
    null,
  ),
  installments: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      between(1, LINK_MAX_INSTALLMENTS, { label: checkoutLabels.installments }),
    ),
    1,
  ),
  card: v.optional(CardInputSchema),
  /** The answers to the store's custom fields, by key (checked against them by the server). */
  custom_fields: v.optional(CustomFieldAnswersSchema, {}),
  /** The payer took the order bump app's offer (its price is the server's, never the page's). */
  order_bump: v.optional(v.boolean(), false),
})
export type PublicChargeInput = v.InferInput<typeof PublicChargeInputSchema>
export type PublicChargeValues = v.InferOutput<typeof PublicChargeInputSchema>

/** One step of the receipt's timeline: no notes, no names (nothing about who works at the store). */
export const PublicPaymentEventSchema = v.object({
  event: v.picklist(PAYMENT_EVENTS),
  status: v.picklist(PAYMENT_STATUSES),
  /** The money the step moved (a capture, a refund), when it moved some. */
  amount_cents: v.nullable(v.number()),
  at: v.string(),
})
export type PublicPaymentEvent = v.InferOutput<typeof PublicPaymentEventSchema>

/**
 * GET /public/payments/{token}: the payer's receipt and status (`/public/transaction?token=…`).
 * The pix code and the boleto are answered only while the payment awaits payment.
 */
export const PublicPaymentSchema = v.object({
  /** Unguessable: the receipt's address. */
  token: v.string(),
  type: v.picklist(PAYMENT_TYPES),
  /** The method's name as the store calls it ("Pix", "Cartão de crédito"). */
  method_name: v.nullable(v.string()),
  status: v.picklist(PAYMENT_STATUSES),
  amount_cents: v.number(),
  refunded_cents: v.number(),
  installments: v.number(),
  timeline: v.array(PublicPaymentEventSchema),
  created_at: v.string(),
  paid_at: v.nullable(v.string()),
  pix: v.nullable(v.object({ code: v.string(), expires_at: v.nullable(v.string()) })),
  billet: v.nullable(
    v.object({
      linha_digitavel: v.string(),
      barcode: v.string(),
      due_date: v.string(),
      /** The printable boleto page (no login). */
      url: v.string(),
    }),
  ),
  /** For custom methods: what the payer must do. */
  instructions: v.nullable(v.object({ method_name: v.string(), text: v.string() })),
  card: v.nullable(v.object({ brand: v.picklist(CARD_BRANDS), last_four: v.string() })),
  /** Why a card was declined, in the provider's plain words (null otherwise). */
  decline_reason: v.nullable(v.string()),
  store: PublicStoreSchema,
  link: v.nullable(v.object({ slug: v.string(), title: v.string() })),
  /**
   * The payment went through a sandbox gateway: `simulatePaid` works on it (a test page may
   * offer "simular pagamento"). False for production gateways.
   */
  sandbox: v.boolean(),
})
export type PublicPayment = v.InferOutput<typeof PublicPaymentSchema>

/** The token a receipt is addressed by: what the server makes (24 random bytes, base64url). */
export const PUBLIC_TOKEN_PATTERN = /^[\w-]{16,64}$/

/*
 * Capture requests (issue 11 item 5, `/c-capture/{hash}`): a charge the merchant starts in the
 * panel (amount, items, optionally the customer, the methods offered) and sends to the payer,
 * who completes it on a public page with the same method forms. The hash is single use: once a
 * payment made through it is pending or paid it is `used`; a declined card leaves it open for
 * another try.
 */

export const CAPTURE_STATES = ['open', 'used', 'expired'] as const
export type CaptureState = (typeof CAPTURE_STATES)[number]

/** POST /apps/{appId}/capture-requests (payments write): what the merchant asks to be paid. */
export const CaptureRequestInputSchema = v.object({
  items: v.pipe(
    v.array(PaymentItemSchema),
    required({ label: transactionLabels.item }),
    v.maxLength(100),
  ),
  description: v.optional(
    v.pipe(v.string(), v.trim(), length(0, 200, { label: transactionLabels.description })),
    '',
  ),
  /** One of the store's customers, whose name and e-mail the page fills in. */
  customer_id: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
  gateway_ids: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    required({ label: checkoutLabels.gateway }),
    v.maxLength(20),
  ),
  max_installments: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      between(1, LINK_MAX_INSTALLMENTS, { label: checkoutLabels.installments }),
    ),
    1,
  ),
  /** Hours the page stays payable (1 to 30 days); 72 by default. */
  expires_in_hours: v.optional(v.pipe(v.number(), v.integer(), between(1, 720)), 72),
})
export type CaptureRequestInput = v.InferInput<typeof CaptureRequestInputSchema>

/** A capture request as the merchant sees it. */
export const CaptureRequestSchema = v.object({
  id: v.number(),
  /** The public page: `<publicUrl>/c-capture/<hash>`. */
  url: v.string(),
  amount_cents: v.number(),
  description: v.string(),
  gateway_ids: v.array(v.number()),
  max_installments: v.number(),
  state: v.picklist(CAPTURE_STATES),
  /** The payment made through it (the last attempt), once there is one. */
  payment_id: v.nullable(v.number()),
  expires_at: v.string(),
  created_at: v.string(),
})
export type CaptureRequest = v.InferOutput<typeof CaptureRequestSchema>

/** GET /public/captures/{hash}: the payer's page of a capture request. */
export const PublicCaptureSchema = v.object({
  description: v.string(),
  amount_cents: v.number(),
  store: PublicStoreSchema,
  state: v.picklist(CAPTURE_STATES),
  /** The payer as the merchant named them (name and e-mail only), to fill the form. */
  payer: v.nullable(v.object({ name: v.string(), email: v.nullable(v.string()) })),
  /** Empty unless `open`. */
  methods: v.array(PublicMethodSchema),
  installment_setup: PublicInstallmentSetupSchema,
  /** The receipt of the payment made through it, once `used`. */
  payment_token: v.nullable(v.string()),
  expires_at: v.string(),
})
export type PublicCapture = v.InferOutput<typeof PublicCaptureSchema>

/** POST /public/captures/{hash}/charges: the link's charge input, without amount or address. */
export const PublicCaptureInputSchema = v.omit(PublicChargeInputSchema, ['amount_cents', 'address'])
export type PublicCaptureInput = v.InferInput<typeof PublicCaptureInputSchema>
export type PublicCaptureValues = v.InferOutput<typeof PublicCaptureInputSchema>

/** The address of a capture request's page. */
export function capturePublicUrl(publicUrl: string, hash: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/c-capture/${hash}`
}
