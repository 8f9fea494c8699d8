import type { RouteValidation } from '../routes/route.ts'
import { defineRoutes } from '../routes/route.ts'

const inPayments = { layout: 'general', login: true, area: 'payments' } as const

/** A supplier id in the address: a positive integer (anything else is "Page Not Found"). */
export function validateSupplierId(params: Record<string, string | undefined>): RouteValidation {
  return { ok: /^[1-9]\d{0,9}$/.test(params.supplierId ?? '') }
}

/**
 * Payments › Wallet (section 2: wallet › balance, suppliers, suppliers/{supplierId}, enable).
 * The names are the server's menu's (`apps/server/src/menus/menus.ts`) and the access rules'
 * (`permission-details.ts`: the `__wallet` role opens whatever starts with `payments-wallet`).
 */
export const walletRoutes = defineRoutes([
  { name: 'payments-wallet-balance', path: '/:appID/payments/wallet/balance', ...inPayments },
  { name: 'payments-wallet-enable', path: '/:appID/payments/wallet/enable', ...inPayments },
  { name: 'payments-wallet-suppliers', path: '/:appID/payments/wallet/suppliers', ...inPayments },
  {
    name: 'payments-wallet-suppliers-detail',
    path: '/:appID/payments/wallet/suppliers/:supplierId',
    ...inPayments,
    validate: validateSupplierId,
  },
])

export type WalletRouteName = (typeof walletRoutes)[number]['name']
