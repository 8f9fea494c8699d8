import * as v from 'valibot'
import {
  PAYMENT_TYPES,
  SPLIT_MAX_FIXED_CENTS,
  SPLIT_WHOLE_BPS,
  splitLabels,
  SplitRuleSchema,
  StaticPixSplitRuleSchema,
  type PaymentType,
  type SplitBearer,
  type SplitRemainderTaker,
  type SplitRule,
  type SplitRuleVariant,
  type SplitShare,
  type SplitShareKind,
} from '@vitrine/api'
import { required } from '@vitrine/api/validation'
import { moneyField, moneyInput } from '../../shared/money-field.ts'
import { percentField, percentInput } from '../../shared/percent-field.ts'

/*
 * A split rule as the merchant types it: each share's seller picked from a list ("12"), a
 * percentage ("33,33") or a fixed amount ("10,00"), and the parties as a kind plus the seller
 * when one is named. The form's names are the contract's paths (`shares.0.basis_points`,
 * `fee_payer.seller_id`), so the contract's own checks (shares over 100 %, a seller twice, a
 * named party without a share) and the server's (`sellerNotActive`) land on the field to fix.
 */

export type ShareValues = {
  seller_id: string
  kind: SplitShareKind
  /** The percentage as typed; kept while the kind is fixed, so switching back loses nothing. */
  basis_points: string
  cents: string
}

export type PartyValues = {
  kind: SplitBearer['kind']
  /** The seller named when `kind` is "seller" ('' otherwise). */
  seller_id: string
}

export type OverrideValues = {
  payment_type: PaymentType | ''
  shares: ShareValues[]
}

export type RuleFormValues = {
  shares: ShareValues[]
  fee_payer: PartyValues
  remainder_taker: PartyValues
  chargeback_liability: PartyValues
  overrides: OverrideValues[]
}

const sellerField = v.pipe(
  v.string(),
  required<string>({ label: splitLabels.seller }),
  v.transform(Number),
)

const shareValues = v.variant('kind', [
  v.object({
    seller_id: sellerField,
    kind: v.literal('percent'),
    basis_points: percentField(splitLabels.percent, SPLIT_WHOLE_BPS),
  }),
  v.object({
    seller_id: sellerField,
    kind: v.literal('fixed'),
    cents: moneyField(splitLabels.fixed, 1, SPLIT_MAX_FIXED_CENTS),
  }),
])

const merchant = v.object({ kind: v.literal('merchant') })
const namedSeller = v.object({ kind: v.literal('seller'), seller_id: sellerField })

const bearerValues = v.variant('kind', [
  merchant,
  v.object({ kind: v.literal('pro_rata') }),
  v.object({ kind: v.literal('sellers_pro_rata') }),
  namedSeller,
])

const typedEntries = {
  shares: v.array(shareValues),
  fee_payer: bearerValues,
  remainder_taker: v.variant('kind', [merchant, namedSeller]),
  chargeback_liability: bearerValues,
}

/** What is typed, read as numbers; no check that weighs one part against another. */
const TypedRuleSchema = v.object({
  ...typedEntries,
  overrides: v.array(
    v.object({
      payment_type: v.pipe(
        v.string(),
        required<string>({ label: splitLabels.paymentType }),
        v.picklist(PAYMENT_TYPES),
      ),
      shares: v.array(shareValues),
    }),
  ),
})

/**
 * The rule form's schema: typed values in, the contract's rule out, through the contract's own
 * schema, so the form says what the server would, in the same words, at the same fields.
 */
export const RuleFormSchema = v.pipe(
  TypedRuleSchema,
  // The contract takes a rule with its defaults optional; every typed rule has them all.
  SplitRuleSchema as unknown as v.GenericSchema<v.InferOutput<typeof TypedRuleSchema>, SplitRule>,
) as unknown as v.GenericSchema<RuleFormValues, SplitRule>

/** A static pix code's rule: fixed shares, no per-method splits (the overrides are left out). */
const TypedStaticPixSchema = v.object(typedEntries)
export const StaticPixRuleFormSchema = v.pipe(
  TypedStaticPixSchema,
  StaticPixSplitRuleSchema as unknown as v.GenericSchema<
    v.InferOutput<typeof TypedStaticPixSchema>,
    SplitRule
  >,
) as unknown as v.GenericSchema<RuleFormValues, SplitRule>

export const ruleFormSchemaOf = (variant: SplitRuleVariant) =>
  variant === 'static-pix' ? StaticPixRuleFormSchema : RuleFormSchema

/** A new share row: a percentage, or on a static pix a fixed amount. */
export function newShare(variant: SplitRuleVariant): ShareValues {
  return {
    seller_id: '',
    kind: variant === 'static-pix' ? 'fixed' : 'percent',
    basis_points: '',
    cents: '',
  }
}

const shareToValues = (share: SplitShare): ShareValues => ({
  seller_id: String(share.seller_id),
  kind: share.kind,
  basis_points: share.kind === 'percent' ? percentInput(share.basis_points) : '',
  cents: share.kind === 'fixed' ? moneyInput(share.cents) : '',
})

const partyToValues = (party: SplitBearer | SplitRemainderTaker): PartyValues => ({
  kind: party.kind,
  seller_id: party.kind === 'seller' ? String(party.seller_id) : '',
})

const MERCHANT: PartyValues = { kind: 'merchant', seller_id: '' }

/** The rule in force as the form shows it; with none yet, one empty share and the store for the rest. */
export function ruleToValues(rule: SplitRule | null, variant: SplitRuleVariant): RuleFormValues {
  if (!rule) {
    return {
      shares: [newShare(variant)],
      fee_payer: MERCHANT,
      remainder_taker: MERCHANT,
      chargeback_liability: MERCHANT,
      overrides: [],
    }
  }
  return {
    shares: rule.shares.map(shareToValues),
    fee_payer: partyToValues(rule.fee_payer),
    remainder_taker: partyToValues(rule.remainder_taker),
    chargeback_liability: partyToValues(rule.chargeback_liability),
    overrides:
      variant === 'static-pix'
        ? []
        : rule.overrides.map((override) => ({
            payment_type: override.payment_type,
            shares: override.shares.map(shareToValues),
          })),
  }
}

/**
 * The rule being typed, for the simulator: every field read as a number, but not yet weighed
 * (shares over 100 % still come out, and the engine refuses them with the contract's message).
 * Null while a field does not read (no seller picked, "1,2,3" as a percentage).
 */
export function draftRule(values: RuleFormValues, variant: SplitRuleVariant): SplitRule | null {
  const typed = v.safeParse(TypedRuleSchema, {
    ...values,
    overrides: variant === 'static-pix' ? [] : values.overrides,
  })
  return typed.success ? (typed.output as SplitRule) : null
}
