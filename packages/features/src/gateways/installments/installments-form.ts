import * as v from 'valibot'
import {
  CARD_BRANDS,
  installmentsLabels,
  parseMoney,
  InstallmentSetupSchema,
  type CardBrand,
  type InstallmentSetup,
  type InstallmentSetupInput,
  type InstallmentsSetup,
} from '@vitrine/api'
import {
  moneyField,
  moneyInput,
  parsePercent,
  percentField,
  percentInput,
  wholeField,
} from '../shared/amount-fields.ts'

/*
 * The installments setup as typed: counts from selects ("12"), the rate as a percentage
 * ("2,99") and the minimum in reais ("5,00"), out as the contract's setup (basis points,
 * centavos). The same typed values feed the simulator while they are being edited.
 */

export type BrandRuleValues = {
  brand: CardBrand | ''
  max_installments: string
  interest_free: string
  monthly_rate_bps: string
}

export type InstallmentsFormValues = {
  max_installments: string
  interest_free: string
  monthly_rate_bps: string
  min_installment_cents: string
  by_brand: BrandRuleValues[]
}

const contract = InstallmentSetupSchema.entries
const brandContract = contract.by_brand.pipe[0].item.entries

const rule = {
  max_installments: wholeField(installmentsLabels.max, contract.max_installments),
  interest_free: wholeField(installmentsLabels.free, contract.interest_free),
  monthly_rate_bps: percentField(installmentsLabels.rate, 1000),
}

/**
 * Typed values in, the contract's setup out; the result then goes through the contract's own
 * schema, whose rules across fields (interest-free within the maximum, one rule per brand)
 * speak on the form as they would from the server.
 */
export const InstallmentsFormSchema = v.pipe(
  v.object({
    ...rule,
    min_installment_cents: moneyField(installmentsLabels.min, 100, 1_000_000),
    by_brand: v.array(v.object({ brand: brandContract.brand, ...rule })),
  }),
  InstallmentSetupSchema,
) as unknown as v.GenericSchema<InstallmentsFormValues, InstallmentSetupInput>

/** The stored setup as the form shows it. */
export function installmentsDefaults(setup: InstallmentSetup): InstallmentsFormValues {
  return {
    max_installments: String(setup.max_installments),
    interest_free: String(setup.interest_free),
    monthly_rate_bps: percentInput(setup.monthly_rate_bps),
    min_installment_cents: moneyInput(setup.min_installment_cents),
    by_brand: setup.by_brand.map((item) => ({
      brand: item.brand,
      max_installments: String(item.max_installments),
      interest_free: String(item.interest_free),
      monthly_rate_bps: percentInput(item.monthly_rate_bps),
    })),
  }
}

/** A new brand rule starts from the store's own numbers. */
export function newBrandRule(
  values: InstallmentsFormValues,
  used: readonly string[],
): BrandRuleValues {
  return {
    brand: CARD_BRANDS.find((brand) => !used.includes(brand)) ?? '',
    max_installments: values.max_installments,
    interest_free: values.interest_free,
    monthly_rate_bps: values.monthly_rate_bps,
  }
}

/**
 * The simulator's setup from what is typed now, for one brand (its rule, or the store's):
 * null while a number the table needs does not read as one.
 */
export function simulatedSetup(
  values: InstallmentsFormValues,
  brand: CardBrand | null,
): InstallmentsSetup | null {
  const own = brand ? values.by_brand.find((item) => item.brand === brand) : undefined
  const source = own ?? values
  const max = Number(source.max_installments)
  const free = Number(source.interest_free)
  const rate = parsePercent(source.monthly_rate_bps)
  const min = parseMoney(values.min_installment_cents)
  if (!Number.isInteger(max) || max < 1 || max > 24) return null
  if (!Number.isInteger(free) || free < 1) return null
  if (rate === undefined || rate > 1000 || min === undefined || min < 0) return null
  return {
    maxInstallments: max,
    interestFreeUpTo: free,
    monthlyRateBasisPoints: rate,
    minInstallmentCents: min,
  }
}
