import { href } from '../../routes/manifest.ts'

/** The store's payment links ("/101/payments/links"). */
export const linkListHref = (appId: number) => href('payments-links', { appID: appId })

/** A new link ("/101/payments/links/new"). */
export const newLinkHref = (appId: number) => href('payments-links-new', { appID: appId })

/** One link ("/101/payments/links/detail/camiseta-azul"). */
export const linkDetailHref = (appId: number, slug: string) =>
  href('payments-links-detail', { appID: appId, slug })

/** The product feed ("/101/payments/links/xml"). */
export const linkFeedHref = (appId: number) => href('payments-links-xml', { appID: appId })

/** One payment, in the transactions area. */
export const paymentHref = (appId: number, paymentId: number) =>
  href('payments-transactions-details', { appID: appId, paymentID: paymentId })
