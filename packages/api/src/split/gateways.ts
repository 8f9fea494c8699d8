import * as v from 'valibot'
import { GATEWAY_ENVIRONMENTS, type GatewayType } from '../gateways/schema.ts'
import { SplitRuleSchema, StaticPixSplitRuleSchema, type SplitRuleVariant } from './schema.ts'

/*
 * Which gateways split their payments (the panel's `payments/split` list). Splitting is the
 * provider's: it pays each seller its part of a payment it received. Providers do that for the
 * money that passes through their own accounts, so:
 *
 * - pix, pix-installment, billet, creditcard: yes — Brazilian PSPs (Efí, Pagar.me, Asaas, Iugu)
 *   split these at settlement;
 * - static-pix: yes, with its own rule variant (fixed shares only: the code is printed once and
 *   paid many times, often with an amount the payer types; schema.ts StaticPixSplitRuleSchema);
 * - voucher: no — meal and food vouchers (PAT) pay only the accredited establishment, by law;
 * - custom: no — the money (a transfer, cash on delivery) never passes through a provider.
 */
export const SPLIT_GATEWAY_TYPES = [
  'pix',
  'pix-installment',
  'static-pix',
  'billet',
  'creditcard',
] as const satisfies readonly GatewayType[]
export type SplitGatewayType = (typeof SPLIT_GATEWAY_TYPES)[number]

export function supportsSplit(type: string): type is SplitGatewayType {
  return (SPLIT_GATEWAY_TYPES as readonly string[]).includes(type)
}

/** Which schema a gateway's rule is written with: static pix has its own. */
export function splitRuleVariantOf(type: SplitGatewayType): SplitRuleVariant {
  return type === 'static-pix' ? 'static-pix' : 'rule'
}

/** One gateway of the store that splits, with its sellers and the rule in force. */
export const SplitGatewaySchema = v.object({
  id: v.number(),
  type: v.picklist(SPLIT_GATEWAY_TYPES),
  name: v.string(),
  environment: v.picklist(GATEWAY_ENVIRONMENTS),
  active: v.boolean(),
  sellers_count: v.number(),
  active_sellers_count: v.number(),
  /** The version in force (the newest); null until a rule is saved. */
  rule_version: v.nullable(v.number()),
  rule_saved_at: v.nullable(v.string()),
})
export type SplitGateway = v.InferOutput<typeof SplitGatewaySchema>

/** GET …/split/gateways: oldest gateway first, as the gateways list. */
export const SplitGatewayListSchema = v.array(SplitGatewaySchema)

/** The schema a gateway's rule is saved with (PUT …/rule). */
export function splitRuleSchemaOf(type: SplitGatewayType) {
  return splitRuleVariantOf(type) === 'static-pix' ? StaticPixSplitRuleSchema : SplitRuleSchema
}
