import { defineRoutes } from '../routes/route.ts'

const inPayments = { layout: 'general', login: true, area: 'payments' } as const

/**
 * Payments › Wallet (section 2: wallet › balance, suppliers, suppliers/{supplierId}, enable).
 * The names are the server's menu's (`apps/server/src/menus/menus.ts`) and the access rules'
 * (`permission-details.ts`: the `__wallet` role opens whatever starts with `payments-wallet`).
 */
export const walletRoutes = defineRoutes([
  { name: 'payments-wallet-balance', path: '/:appID/payments/wallet/balance', ...inPayments },
  { name: 'payments-wallet-enable', path: '/:appID/payments/wallet/enable', ...inPayments },
  // The suppliers' routes (`payments-wallet-suppliers`, `payments-wallet-suppliers-detail`)
  // go here, after these two: their paths share no prefix with them.
])

export type WalletRouteName = (typeof walletRoutes)[number]['name']
