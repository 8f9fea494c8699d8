import { SubscriptionDetailScreen } from '@vitrine/features/recurrence/subscription-detail'
import { inApp } from '../in-app.tsx'

// The route needs no login: signed out (or without the recurrence level) the guards hand the
// screen level none, and it shows the subscriber's page instead of the merchant's.
export default inApp(({ appId, level, params }) => (
  <SubscriptionDetailScreen
    // Another subscription is another screen: no dialog or state of the previous one carries over.
    key={params.subscriptionId}
    appId={appId}
    level={level}
    subscriptionId={params.subscriptionId ?? ''}
  />
))
