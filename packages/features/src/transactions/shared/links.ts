import { href } from '../../routes/manifest.ts'

/** The store's payments ("/101/payments/transactions"). */
export const transactionListHref = (appId: number) =>
  href('payments-transactions', { appID: appId })

/** One payment ("/101/payments/transactions/4822"). */
export const transactionDetailHref = (appId: number, paymentId: number) =>
  href('payments-transactions-details', { appID: appId, paymentID: paymentId })

/** A customer's page in the payments section (the customers area's screen). */
export const paymentCustomerHref = (appId: number, customerId: number) =>
  href('payments-customers-details', { appID: appId, customerId })
