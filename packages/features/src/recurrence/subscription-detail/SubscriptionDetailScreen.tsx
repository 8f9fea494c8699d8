import type { Level } from '@vitrine/api'
import { MerchantSubscription } from './MerchantSubscription.tsx'
import { SubscriberPage } from './subscriber/SubscriberPage.tsx'

export interface SubscriptionDetailScreenProps {
  appId: number
  /** The subscription's public id (the address's `{subscriptionId}`). */
  subscriptionId: string
  /**
   * The viewer's recurrence level. read and write get the merchant's view; none — signed out,
   * signed in without access to this store or without the recurrence area — gets the
   * subscriber's page, since the unguessable public id is the key to it.
   */
  level: Level
}

/**
 * A subscription's page, which needs no login (specification section 2): the merchant's view
 * for the store's people with the recurrence level, the subscriber's for anyone else.
 */
export function SubscriptionDetailScreen({
  appId,
  subscriptionId,
  level,
}: SubscriptionDetailScreenProps) {
  if (level === 'none') return <SubscriberPage subscriptionId={subscriptionId} />
  return <MerchantSubscription appId={appId} subscriptionId={subscriptionId} level={level} />
}
