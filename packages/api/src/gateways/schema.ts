import * as v from 'valibot'
import { CARD_BRANDS } from '../payments/card/brand.ts'
import type { InstallmentsSetup } from '../payments/installments/index.ts'
import { pixDescriptionMaxLength } from '../payments/pix/brcode.ts'
import { PixKeySchema } from '../payments/pix/keys.ts'
import { toPlainAscii } from '../payments/pix/merchant.ts'
import {
  between,
  length,
  matches,
  plainText,
  required,
  resolveLang,
  type CrossFieldAction,
  type FieldLabel,
  type Lang,
} from '../validation/index.ts'

/*
 * Gateways (issue 10 item 3): a gateway is one configured provider account for one payment
 * type. The store may have several of a type (two pix keys, a sandbox and a production card
 * account); a charge names the gateway it uses. Credentials are write-only: the server keeps
 * them encrypted and answers only which are set.
 */

/** The types a gateway is configured for (specification section 2: gateways/{type}). */
export const GATEWAY_TYPES = [
  'pix',
  'billet',
  'creditcard',
  'voucher',
  'pix-installment',
  'static-pix',
  'custom',
] as const
export type GatewayType = (typeof GATEWAY_TYPES)[number]

/**
 * Providers we can talk to. Only the built-in sandbox for now: a real PSP is one more
 * implementation of the server's `PaymentProvider` interface (apps/server/src/payments/providers).
 */
export const GATEWAY_PROVIDERS = ['sandbox'] as const
export type GatewayProvider = (typeof GATEWAY_PROVIDERS)[number]

export const GATEWAY_ENVIRONMENTS = ['sandbox', 'production'] as const
export type GatewayEnvironment = (typeof GATEWAY_ENVIRONMENTS)[number]

/** The credential fields each provider asks for (all optional for the sandbox). */
export const PROVIDER_CREDENTIALS: Record<GatewayProvider, readonly string[]> = {
  sandbox: ['api_key'],
}

/** Meal and food voucher brands Brazilian acquirers accept. */
export const VOUCHER_BRANDS = ['alelo', 'pluxee', 'ticket', 'vr', 'ben', 'caju'] as const
export type VoucherBrand = (typeof VOUCHER_BRANDS)[number]

export const CAPTURE_MODES = ['automatic', 'pre_authorize'] as const
export type CaptureMode = (typeof CAPTURE_MODES)[number]

// Feminine labels make "{Field} é obrigatória" agree (validation/lang.ts).
const label = (ptBR: string, en: string, feminine = false): FieldLabel => ({
  'pt-BR': ptBR,
  en,
  feminine,
})

export const gatewayLabels = {
  name: label('Nome', 'Name'),
  pixKey: label('Chave pix', 'Pix key'),
  expiresInMinutes: label('Validade do código (minutos)', 'Code expiry (minutes)', true),
  maxInstallments: label('Máximo de parcelas', 'Maximum installments'),
  amount: label('Valor fixo', 'Fixed amount'),
  description: label('Descrição', 'Description', true),
  bank: label('Banco', 'Bank'),
  wallet: label('Carteira', 'Wallet', true),
  agreement: label('Convênio', 'Agreement'),
  daysToDue: label('Prazo de vencimento (dias)', 'Days to due date'),
  fine: label('Multa', 'Fine', true),
  interest: label('Taxa de juros ao mês', 'Monthly interest', true),
  discount: label('Desconto', 'Discount'),
  discountDays: label('Antecedência do desconto (dias)', 'Discount days before due', true),
  softDescriptor: label('Nome na fatura', 'Soft descriptor'),
  brands: label('Bandeiras aceitas', 'Accepted brands'),
  methodName: label('Nome do método', 'Method name'),
  instructions: label('Instruções', 'Instructions'),
  feePercent: label('Taxa percentual', 'Percentage fee', true),
  feeFixed: label('Taxa fixa', 'Fixed fee', true),
} as const

const int = (low: number, high: number, fieldLabel: FieldLabel) =>
  v.pipe(v.number(), v.integer(), between(low, high, { label: fieldLabel }))

const text = (low: number, high: number, fieldLabel: FieldLabel) =>
  low > 0
    ? v.pipe(
        v.string(),
        v.trim(),
        required<string>({ label: fieldLabel }),
        length<string>(0, high, { label: fieldLabel }),
      )
    : v.pipe(v.string(), v.trim(), length<string>(0, high, { label: fieldLabel }))

/** Basis points are hundredths of a percent everywhere in payments: 299 is 2,99 %. */
const basisPoints = (high: number, fieldLabel: FieldLabel) => int(0, high, fieldLabel)

const pixKey = PixKeySchema

/** A list of brands reads badly as "{Field} é obrigatório": say what to do instead. */
const chooseBrand = {
  label: gatewayLabels.brands,
  message: (lang: string) =>
    lang === 'pt-BR' ? 'Escolha pelo menos uma bandeira.' : 'Choose at least one brand.',
}
const pixExpiry = int(5, 7 * 24 * 60, gatewayLabels.expiresInMinutes)

/** Messages of the rules that weigh one field against another. */
const crossFieldTexts = {
  descriptionRoom: {
    'pt-BR': (room: number) =>
      room === 0
        ? 'Com esta chave pix não sobra espaço para descrição no código: deixe-a em branco.'
        : `Com esta chave pix, a descrição cabe no código com até ${room} caracteres.`,
    en: (room: number) =>
      room === 0
        ? 'With this pix key the code has no room for a description: leave it blank.'
        : `With this pix key the description fits the code with up to ${room} characters.`,
  },
  bank: {
    'pt-BR': () => 'Banco inválido: informe o código de 3 dígitos do banco (ex.: 001, 341).',
    en: () => "Invalid bank: use the bank's 3-digit code (e.g. 001, 341).",
  },
  sandboxEnvironment: {
    'pt-BR': () =>
      'O provedor sandbox só funciona no ambiente sandbox: ele não movimenta dinheiro de verdade.',
    en: () => 'The sandbox provider only runs in the sandbox environment: it moves no real money.',
  },
  interestFree: {
    'pt-BR': (max: number) => `O limite sem juros não pode passar do máximo de parcelas (${max}).`,
    en: (max: number) => `Interest-free installments cannot exceed the maximum (${max}).`,
  },
} as const satisfies Record<string, Record<Lang, (n: number) => string>>

function crossFieldText(
  lang: string | undefined,
  key: keyof typeof crossFieldTexts,
  n = 0,
): string {
  return crossFieldTexts[key][resolveLang(lang)](n)
}

/**
 * A bank's three-digit FEBRABAN code (e.g. 001 Banco do Brasil, 341 Itaú): the billet's issuing
 * bank, and the bank a split seller receives at (split/sellers.ts).
 */
export const BankCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  required({ label: gatewayLabels.bank }),
  matches(/^\d{3}$/, { label: gatewayLabels.bank }),
  // FEBRABAN keeps a leading 8 for convênio boletos, and 000 is no bank.
  v.check(
    (bank) => !/^(8\d\d|000)$/.test(bank),
    (issue) => crossFieldText(issue.lang, 'bank'),
  ),
)

/** Per-type settings, told apart by the gateway's type. */
export const GatewaySettingsSchemas = {
  pix: v.object({ pix_key: pixKey, expires_in_minutes: pixExpiry }),
  'pix-installment': v.object({
    pix_key: pixKey,
    expires_in_minutes: pixExpiry,
    max_installments: int(2, 24, gatewayLabels.maxInstallments),
  }),
  'static-pix': v.pipe(
    v.object({
      pix_key: pixKey,
      /** Null: the payer types the amount. */
      amount_cents: v.nullable(int(1, 99_999_999_99, gatewayLabels.amount)),
      /** Shown to the payer by their bank; ASCII, up to 40 characters. */
      description: text(0, 40, gatewayLabels.description),
    }),
    // The key and the description share field 26 of the BR Code (99 characters): a long key
    // (an e-mail) leaves less room, and a code that cannot be built is no use to the payer.
    v.forward(
      v.partialCheck(
        [['pix_key'], ['description']],
        ({ pix_key, description }) =>
          toPlainAscii(description).trim().length <= Math.max(0, pixDescriptionMaxLength(pix_key)),
        (issue) => {
          const input = issue.input as { pix_key: string }
          const room = Math.max(0, pixDescriptionMaxLength(input.pix_key))
          return crossFieldText(issue.lang, 'descriptionRoom', room)
        },
      ),
      ['description'],
    ),
  ),
  billet: v.object({
    bank: BankCodeSchema,
    wallet: v.pipe(
      v.string(),
      v.trim(),
      required({ label: gatewayLabels.wallet }),
      matches(/^\d{1,3}$/, { label: gatewayLabels.wallet }),
    ),
    agreement: v.pipe(
      v.string(),
      v.trim(),
      required({ label: gatewayLabels.agreement }),
      matches(/^\d{4,12}$/, { label: gatewayLabels.agreement }),
    ),
    days_to_due: int(1, 60, gatewayLabels.daysToDue),
    /** A fine after the due date, in basis points of the amount (at most 2 % by law). */
    fine_bps: basisPoints(200, gatewayLabels.fine),
    /** Interest a month after the due date, in basis points (1 % a month is the usual cap). */
    interest_monthly_bps: basisPoints(100, gatewayLabels.interest),
    discount_bps: basisPoints(5000, gatewayLabels.discount),
    discount_days: int(0, 60, gatewayLabels.discountDays),
  }),
  creditcard: v.object({
    /** What the cardholder's statement shows: up to 13 letters, digits and spaces. */
    soft_descriptor: v.pipe(
      v.string(),
      v.trim(),
      required({ label: gatewayLabels.softDescriptor }),
      length(0, 13, { label: gatewayLabels.softDescriptor }),
      matches(/^[A-Za-z0-9 ]*$/, { label: gatewayLabels.softDescriptor }),
    ),
    max_installments: int(1, 24, gatewayLabels.maxInstallments),
    capture: v.picklist(CAPTURE_MODES),
    brands: v.pipe(v.array(v.picklist(CARD_BRANDS)), required(chooseBrand)),
  }),
  voucher: v.object({
    brands: v.pipe(v.array(v.picklist(VOUCHER_BRANDS)), required(chooseBrand)),
  }),
  custom: v.object({
    /** The name payers see, e.g. "Transferência bancária", "Pagamento na entrega". */
    method_name: text(1, 60, gatewayLabels.methodName),
    /** Several lines (a bank account, steps), so line breaks are allowed. */
    instructions: v.pipe(
      v.string(),
      v.trim(),
      required({
        label: gatewayLabels.instructions,
        message: (lang) =>
          lang === 'pt-BR'
            ? 'Escreva as instruções para quem paga.'
            : 'Write the payer instructions.',
      }),
      length(0, 2000, { label: gatewayLabels.instructions }),
      plainText({ multiline: true, label: gatewayLabels.instructions }),
    ),
  }),
} as const satisfies Record<GatewayType, v.GenericSchema>

export type GatewaySettings<T extends GatewayType = GatewayType> = {
  [K in T]: v.InferOutput<(typeof GatewaySettingsSchemas)[K]>
}[T]

/** What the provider keeps of each charge, charged to the merchant. */
export const GatewayFeesSchema = v.object({
  percent_bps: basisPoints(2000, gatewayLabels.feePercent),
  fixed_cents: int(0, 100_000, gatewayLabels.feeFixed),
})
export type GatewayFees = v.InferOutput<typeof GatewayFeesSchema>

const common = {
  name: text(1, 80, gatewayLabels.name),
  provider: v.picklist(GATEWAY_PROVIDERS),
  environment: v.picklist(GATEWAY_ENVIRONMENTS),
  active: v.boolean(),
  fees: GatewayFeesSchema,
  /**
   * Write-only: a value sets the credential, null clears it, a key left out keeps it. The
   * answer says only which are set.
   */
  credentials: v.optional(
    v.record(
      v.pipe(v.string(), v.maxLength(40)),
      v.nullable(v.pipe(v.string(), v.maxLength(4000))),
    ),
    {},
  ),
}

/**
 * POST /apps/{appId}/gateways and PUT …/{id} (the whole gateway; the type never changes). The
 * sandbox moves no money, so it only runs in the sandbox environment.
 */
export const GatewayInputSchema = v.pipe(
  v.variant('type', [
    v.object({ type: v.literal('pix'), ...common, settings: GatewaySettingsSchemas.pix }),
    v.object({
      type: v.literal('pix-installment'),
      ...common,
      settings: GatewaySettingsSchemas['pix-installment'],
    }),
    v.object({
      type: v.literal('static-pix'),
      ...common,
      settings: GatewaySettingsSchemas['static-pix'],
    }),
    v.object({ type: v.literal('billet'), ...common, settings: GatewaySettingsSchemas.billet }),
    v.object({
      type: v.literal('creditcard'),
      ...common,
      settings: GatewaySettingsSchemas.creditcard,
    }),
    v.object({ type: v.literal('voucher'), ...common, settings: GatewaySettingsSchemas.voucher }),
    v.object({ type: v.literal('custom'), ...common, settings: GatewaySettingsSchemas.custom }),
  ]),
  v.forward(
    v.partialCheck(
      [['provider'], ['environment']],
      ({ provider, environment }) => provider !== 'sandbox' || environment === 'sandbox',
      (issue) => crossFieldText(issue.lang, 'sandboxEnvironment'),
    ),
    ['environment'],
  ),
)
export type GatewayInput = v.InferInput<typeof GatewayInputSchema>
export type GatewayValues = v.InferOutput<typeof GatewayInputSchema>

/** A gateway as the server answers it: credentials only as set / not set. */
export const GatewaySchema = v.object({
  id: v.number(),
  type: v.picklist(GATEWAY_TYPES),
  name: v.string(),
  provider: v.picklist(GATEWAY_PROVIDERS),
  environment: v.picklist(GATEWAY_ENVIRONMENTS),
  active: v.boolean(),
  fees: v.object({ percent_bps: v.number(), fixed_cents: v.number() }),
  /** Each credential field of the provider: true when a value is stored. */
  credentials: v.record(v.string(), v.boolean()),
  /** The type's settings (GatewaySettingsSchemas), as stored. */
  settings: v.record(v.string(), v.unknown()),
  /** Payments made through it, and when the last one was. */
  payments_count: v.number(),
  last_payment_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Gateway = v.InferOutput<typeof GatewaySchema>
export const GatewayListSchema = v.array(GatewaySchema)

/** Reads a gateway's settings with its type's shape (the server stored them validated). */
export function settingsOf<T extends GatewayType>(
  gateway: Gateway & { type: T },
): GatewaySettings<T> {
  return gateway.settings as GatewaySettings<T>
}

/* --------------------------------------------------------------------------------------- */
/* Installments setup (payments/installments)                                               */
/* --------------------------------------------------------------------------------------- */

export const installmentsLabels = {
  max: label('Máximo de parcelas', 'Maximum installments'),
  free: label('Limite sem juros', 'Interest-free up to'),
  rate: label('Taxa de juros ao mês', 'Monthly interest', true),
  min: label('Parcela mínima', 'Minimum installment', true),
}

const installmentRule = {
  max_installments: int(1, 24, installmentsLabels.max),
  interest_free: int(1, 24, installmentsLabels.free),
  /** Basis points a month: 199 is 1,99 % a month. */
  monthly_rate_bps: basisPoints(1000, installmentsLabels.rate),
}

/** Interest-free installments are some of the installments offered, never more. */
function interestFreeWithinMax<
  TInput extends { max_installments: number; interest_free: number },
>(): CrossFieldAction<TInput> {
  const check = v.partialCheck(
    [['max_installments'], ['interest_free']],
    (input: Record<string, unknown>) =>
      Number(input.interest_free) <= Number(input.max_installments),
    (issue) => {
      const input = issue.input as { max_installments: number }
      return crossFieldText(issue.lang, 'interestFree', input.max_installments)
    },
  )
  return v.forward(check, ['interest_free']) as unknown as CrossFieldAction<TInput>
}

/** The store's installments setup, with brands that differ from it. */
export const InstallmentSetupSchema = v.pipe(
  v.object({
    ...installmentRule,
    min_installment_cents: int(100, 1_000_000, installmentsLabels.min),
    by_brand: v.pipe(
      v.array(
        v.pipe(
          v.object({ brand: v.picklist(CARD_BRANDS), ...installmentRule }),
          interestFreeWithinMax(),
        ),
      ),
      v.maxLength(CARD_BRANDS.length),
      v.check(
        (rules) => new Set(rules.map((rule) => rule.brand)).size === rules.length,
        'Cada bandeira só pode ter uma regra.',
      ),
    ),
  }),
  interestFreeWithinMax(),
)
export type InstallmentSetup = v.InferOutput<typeof InstallmentSetupSchema>
export type InstallmentSetupInput = v.InferInput<typeof InstallmentSetupSchema>

/** The setup's fields the installments of a charge follow (the store's, or the public page's copy). */
type InstallmentRules = Pick<
  InstallmentSetup,
  'max_installments' | 'interest_free' | 'monthly_rate_bps' | 'min_installment_cents' | 'by_brand'
>

/**
 * The installments a method offers in this store, as the Price table takes them: a card follows
 * its brand's rule (or the store's), within the gateway's maximum, interest-free up to the
 * rule's count; pix in installments is financed by the payer's bank, so it is divided without
 * interest up to the gateway's maximum. The one rule the charge (the amount it takes) and the
 * payer's page (the options it shows) both follow.
 */
export function installmentRuleFor(
  method: { type: string; max_installments: number },
  setup: InstallmentRules,
  brand?: string | null,
): InstallmentsSetup {
  const card = method.type === 'creditcard'
  const rule = (card && setup.by_brand.find((entry) => entry.brand === brand)) || setup
  const max = card
    ? Math.min(method.max_installments, rule.max_installments)
    : method.max_installments
  return {
    maxInstallments: Math.max(1, max),
    interestFreeUpTo: card ? rule.interest_free : max,
    monthlyRateBasisPoints: rule.monthly_rate_bps,
    minInstallmentCents: setup.min_installment_cents,
  }
}

/** What a store starts with: 12x, 3x without interest, 2,99 % a month, R$ 5,00 minimum. */
export const DEFAULT_INSTALLMENT_SETUP: InstallmentSetup = {
  max_installments: 12,
  interest_free: 3,
  monthly_rate_bps: 299,
  min_installment_cents: 500,
  by_brand: [],
}
