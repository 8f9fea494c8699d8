import type { RouteValidation } from '../routes/route.ts'
import { defineRoutes } from '../routes/route.ts'

/**
 * A split gateway in the address: its id a positive integer, its name a slug (the gateways
 * list writes one); anything else is "Page Not Found".
 */
export function validateSplitGateway(params: Record<string, string | undefined>): RouteValidation {
  return {
    ok:
      /^[1-9]\d{0,9}$/.test(params.gatewayID ?? '') &&
      /^[a-z0-9][a-z0-9-]{0,79}$/i.test(params.gatewayName ?? ''),
  }
}

const inPayments = {
  layout: 'general',
  login: true,
  area: 'payments',
  validate: validateSplitGateway,
} as const

/**
 * Payments › Split › a gateway's rule (section 2: rules, rules/static-pix, rules/eficustom).
 * Names start with `payments-split`, so the access rules of the split (the seller role's
 * included) apply. The literal variants come first: their paths are longer anyway, so no
 * address matches two of them.
 */
export const splitRulesRoutes = defineRoutes([
  {
    name: 'payments-split-rules-static-pix',
    path: '/:appID/payments/split/rules/static-pix/:gatewayName/:gatewayID',
    ...inPayments,
  },
  {
    name: 'payments-split-rules-eficustom',
    path: '/:appID/payments/split/rules/eficustom/:gatewayName/:gatewayID',
    ...inPayments,
  },
  {
    name: 'payments-split-rules',
    path: '/:appID/payments/split/rules/:gatewayName/:gatewayID',
    ...inPayments,
  },
])

export type SplitRulesRouteName = (typeof splitRulesRoutes)[number]['name']
