import { href } from '../../routes/manifest.ts'

/** The store's subscriptions ("/101/recurrence/subscriptions"). */
export const subscriptionsHref = (appId: number) =>
  href('recurrence-subscriptions', { appID: appId })

/** One subscription, by its public id: the merchant's page and the subscriber's alike. */
export const subscriptionHref = (appId: number, subscriptionId: string) =>
  href('recurrence-subscriptions-detail', { appID: appId, subscriptionId })
