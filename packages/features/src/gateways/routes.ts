import type { GatewayType } from '@vitrine/api'
import type { RouteValidation } from '../routes/route.ts'
import { defineRoutes } from '../routes/route.ts'

/*
 * Payments → gateways and installments (specification section 2): the overview of every type,
 * then for each of pix, billet, creditcard, voucher, pix-installment and static-pix a list,
 * `{id}` and `{id}/edit`, plus `new` (ours: a gateway has to be created somewhere); custom
 * methods with `new`, `{id}/edit` and `custom/{customID}`; and the installments setup. Every
 * route is in the payments area. The per-type entries come from one table (`typeRoutes`).
 */

/** The gateway types with their own list of routes besides custom (section 2's order). */
export const GATEWAY_ROUTE_TYPES = [
  'pix',
  'billet',
  'creditcard',
  'voucher',
  'pix-installment',
  'static-pix',
] as const satisfies readonly GatewayType[]

/** A gateway id in the address: digits only (anything else is "Page Not Found"). */
export function validateGatewayId(params: Record<string, string | undefined>): RouteValidation {
  return { ok: /^[1-9]\d{0,17}$/.test(params.id ?? params.customID ?? '') }
}

const inPayments = { layout: 'general', login: true, area: 'payments' } as const

/** The four routes of one type: list, new (a literal, before `:id`), details, edit. */
function typeRoutes<const T extends (typeof GATEWAY_ROUTE_TYPES)[number]>(type: T) {
  const base = `/:appID/payments/gateways/${type}` as const
  return [
    { name: `payments-gateways-${type}`, path: base, ...inPayments },
    { name: `payments-gateways-${type}-new`, path: `${base}/new`, ...inPayments },
    {
      name: `payments-gateways-${type}-details`,
      path: `${base}/:id`,
      ...inPayments,
      validate: validateGatewayId,
    },
    {
      name: `payments-gateways-${type}-edit`,
      path: `${base}/:id/edit`,
      ...inPayments,
      validate: validateGatewayId,
    },
  ] as const
}

export const gatewaysRoutes = defineRoutes([
  { name: 'payments-gateways', path: '/:appID/payments/gateways', ...inPayments },
  ...GATEWAY_ROUTE_TYPES.flatMap((type) => typeRoutes(type)),
  { name: 'payments-gateways-custom', path: '/:appID/payments/gateways/custom', ...inPayments },
  {
    name: 'payments-gateways-custom-new',
    path: '/:appID/payments/gateways/custom/new',
    ...inPayments,
  },
  {
    name: 'payments-gateways-custom-edit',
    path: '/:appID/payments/gateways/custom/:id/edit',
    ...inPayments,
    validate: validateGatewayId,
  },
  {
    name: 'payments-gateways-custom-details',
    path: '/:appID/payments/gateways/custom/:customID',
    ...inPayments,
    validate: validateGatewayId,
  },
  { name: 'payments-installments', path: '/:appID/payments/installments', ...inPayments },
])

export type GatewaysRouteName = (typeof gatewaysRoutes)[number]['name']
