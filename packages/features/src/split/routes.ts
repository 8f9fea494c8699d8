import { defineRoutes } from '../routes/route.ts'
import { validateSplitGateway } from './rules-routes.ts'

const inPayments = { layout: 'general', login: true, area: 'payments' } as const

/**
 * Payments › Split (section 2): the store's gateways that split, and one gateway's sellers.
 * The names are the access rules' (`permission-details.ts`): the `__seller` role opens exactly
 * `payments-split` and what starts with `payments-split-sellers`, and the server's menu links
 * `payments-split`.
 */
export const splitRoutes = defineRoutes([
  { name: 'payments-split', path: '/:appID/payments/split', ...inPayments },
  {
    name: 'payments-split-sellers',
    path: '/:appID/payments/split/sellers/:gatewayName/:gatewayID',
    ...inPayments,
    validate: validateSplitGateway,
  },
])

export type SplitRouteName = (typeof splitRoutes)[number]['name']
