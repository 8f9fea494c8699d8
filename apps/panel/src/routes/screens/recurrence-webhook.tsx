import { WebhookScreen } from '@vitrine/features/recurrence/webhook'
import { inApp } from '../in-app.tsx'

// The level is the person's recurrence level (the route's area); the screen's calls go to the
// recurrence service's webhook routes, which check that same level.
export default inApp(({ appId, level }) => <WebhookScreen appId={appId} level={level} />)
