import * as v from 'valibot'
import {
  GatewayInputSchema,
  gatewayLabels,
  GatewaySettingsSchemas,
  PROVIDER_CREDENTIALS,
  type CaptureMode,
  type CardBrand,
  type Gateway,
  type GatewayEnvironment,
  type GatewayInput,
  type GatewayProvider,
  type GatewayType,
  type VoucherBrand,
} from '@vitrine/api'
import {
  moneyField,
  moneyInput,
  optionalMoneyField,
  percentField,
  percentInput,
  wholeField,
} from '../shared/amount-fields.ts'

/*
 * The gateway form holds what people type (rates as "2,99", amounts as "1.000,00", counts as
 * "12", credentials as text) under the contract's own paths (`settings.fine_bps`,
 * `fees.fixed_cents`), so a field error the server answers lands on its field. Its schema
 * turns the typed values into a GatewayInput; every text and count goes on through the
 * contract's rule for it, so the messages are the server's.
 */

/** Every value a gateway form holds, whatever its type (settings differ by type). */
export type GatewayFormValues = {
  type: GatewayType
  name: string
  provider: GatewayProvider
  environment: GatewayEnvironment
  active: boolean
  fees: { percent_bps: string; fixed_cents: string }
  /** '' keeps the stored credential, null removes it, any other text replaces it. */
  credentials: Record<string, string | null>
  settings: Record<string, string | string[]>
}

const entries = {
  pix: GatewaySettingsSchemas.pix.entries,
  'pix-installment': GatewaySettingsSchemas['pix-installment'].entries,
  'static-pix': GatewaySettingsSchemas['static-pix'].entries,
  billet: GatewaySettingsSchemas.billet.entries,
  creditcard: GatewaySettingsSchemas.creditcard.entries,
  voucher: GatewaySettingsSchemas.voucher.entries,
  custom: GatewaySettingsSchemas.custom.entries,
}

const pixSettings = {
  pix_key: entries.pix.pix_key,
  expires_in_minutes: wholeField(gatewayLabels.expiresInMinutes, entries.pix.expires_in_minutes),
}

/** The settings as typed, by type, each field out in the contract's units. */
const settingsFields = {
  pix: v.object(pixSettings),
  'pix-installment': v.object({
    ...pixSettings,
    max_installments: wholeField(
      gatewayLabels.maxInstallments,
      entries['pix-installment'].max_installments,
    ),
  }),
  // Then the contract's own static pix rules, which weigh the description against the key.
  'static-pix': v.pipe(
    v.object({
      pix_key: entries['static-pix'].pix_key,
      amount_cents: optionalMoneyField(gatewayLabels.amount, 1, 99_999_999_99),
      description: entries['static-pix'].description,
    }),
    GatewaySettingsSchemas['static-pix'],
  ),
  billet: v.object({
    bank: entries.billet.bank,
    wallet: entries.billet.wallet,
    agreement: entries.billet.agreement,
    days_to_due: wholeField(gatewayLabels.daysToDue, entries.billet.days_to_due),
    fine_bps: percentField(gatewayLabels.fine, 200),
    interest_monthly_bps: percentField(gatewayLabels.interest, 100),
    discount_bps: percentField(gatewayLabels.discount, 5000),
    discount_days: wholeField(gatewayLabels.discountDays, entries.billet.discount_days),
  }),
  creditcard: v.object({
    soft_descriptor: entries.creditcard.soft_descriptor,
    max_installments: wholeField(
      gatewayLabels.maxInstallments,
      entries.creditcard.max_installments,
    ),
    capture: entries.creditcard.capture,
    brands: entries.creditcard.brands,
  }),
  voucher: v.object({ brands: entries.voucher.brands }),
  custom: v.object({
    method_name: entries.custom.method_name,
    instructions: entries.custom.instructions,
  }),
} satisfies Record<GatewayType, v.GenericSchema>

/** The common entries of the contract (name, provider…), as its pix option holds them. */
const contract = GatewayInputSchema.options[0].entries

/**
 * The form's schema for one type: typed values in, a GatewayInput out. What the fields turn
 * into then goes through the contract's whole schema, so its rules across fields (the sandbox
 * only in the sandbox environment) speak on the form as they would from the server.
 */
export function gatewayFormSchema(type: GatewayType) {
  const typed = v.object({
    type: v.literal(type),
    name: contract.name,
    provider: contract.provider,
    environment: contract.environment,
    active: contract.active,
    fees: v.object({
      percent_bps: percentField(gatewayLabels.feePercent, 2000),
      fixed_cents: moneyField(gatewayLabels.feeFixed, 0, 100_000),
    }),
    credentials: v.pipe(
      v.record(v.string(), v.nullable(v.string())),
      // A blank field keeps what is stored: it is left out of the request.
      v.transform((credentials) =>
        Object.fromEntries(Object.entries(credentials).filter(([, value]) => value !== '')),
      ),
    ),
    settings: settingsFields[type],
  })
  // The typed object's output is a GatewayInput (the tests hold it to that); valibot's types
  // cannot tell, with the settings told apart by type.
  const input = typed as unknown as v.GenericSchema<GatewayFormValues, GatewayInput>
  return v.pipe(input, GatewayInputSchema) as unknown as v.GenericSchema<
    GatewayFormValues,
    GatewayInput
  >
}

/** What a new gateway of each type starts with: sensible values a merchant can keep. */
function newSettings(type: GatewayType): GatewayFormValues['settings'] {
  switch (type) {
    case 'pix':
      return { pix_key: '', expires_in_minutes: '60' }
    case 'pix-installment':
      return { pix_key: '', expires_in_minutes: '60', max_installments: '12' }
    case 'static-pix':
      return { pix_key: '', amount_cents: '', description: '' }
    case 'billet':
      return {
        bank: '',
        wallet: '',
        agreement: '',
        days_to_due: '3',
        fine_bps: '2,00',
        interest_monthly_bps: '1,00',
        discount_bps: '0,00',
        discount_days: '0',
      }
    case 'creditcard':
      return {
        soft_descriptor: '',
        max_installments: '12',
        capture: 'automatic' satisfies CaptureMode,
        brands: ['visa', 'mastercard', 'elo'] satisfies CardBrand[],
      }
    case 'voucher':
      return { brands: [] satisfies VoucherBrand[] }
    case 'custom':
      return { method_name: '', instructions: '' }
  }
}

/** A stored gateway's settings as the form shows them (rates as percentages, and so on). */
function storedSettings(gateway: Gateway): GatewayFormValues['settings'] {
  const shown: GatewayFormValues['settings'] = {}
  for (const [key, value] of Object.entries(gateway.settings)) {
    if (key.endsWith('_bps') && typeof value === 'number') shown[key] = percentInput(value)
    else if (key === 'amount_cents') shown[key] = value === null ? '' : moneyInput(Number(value))
    else if (typeof value === 'number') shown[key] = String(value)
    else if (Array.isArray(value)) shown[key] = value.map(String)
    else shown[key] = String(value ?? '')
  }
  return shown
}

/** The form's starting values: a new gateway of `type`, or the stored one to edit. */
export function gatewayFormDefaults(type: GatewayType, gateway?: Gateway): GatewayFormValues {
  const provider: GatewayProvider = gateway?.provider ?? 'sandbox'
  return {
    type,
    name: gateway?.name ?? '',
    provider,
    environment: gateway?.environment ?? 'sandbox',
    active: gateway?.active ?? true,
    fees: {
      percent_bps: percentInput(gateway?.fees.percent_bps ?? 0),
      fixed_cents: moneyInput(gateway?.fees.fixed_cents ?? 0),
    },
    credentials: Object.fromEntries(PROVIDER_CREDENTIALS[provider].map((key) => [key, ''])),
    settings: gateway ? storedSettings(gateway) : newSettings(type),
  }
}
