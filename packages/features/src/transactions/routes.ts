import type { RouteValidation } from '../routes/route.ts'
import { defineRoutes } from '../routes/route.ts'

/** A payment id in the address: digits only (anything else is "Page Not Found"). */
export function validatePaymentId(params: Record<string, string | undefined>): RouteValidation {
  return { ok: /^[1-9]\d{0,17}$/.test(params.paymentID ?? '') }
}

/** Payments › Transações (section 2): the store's payments and one payment in full. */
export const transactionsRoutes = defineRoutes([
  {
    name: 'payments-transactions',
    path: '/:appID/payments/transactions',
    layout: 'general',
    login: true,
    area: 'payments',
  },
  {
    name: 'payments-transactions-details',
    path: '/:appID/payments/transactions/:paymentID',
    layout: 'general',
    login: true,
    area: 'payments',
    validate: validatePaymentId,
  },
])
