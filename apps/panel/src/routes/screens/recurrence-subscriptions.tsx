import { SubscriptionsScreen } from '@vitrine/features/recurrence/subscriptions'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <SubscriptionsScreen appId={appId} level={level} />)
