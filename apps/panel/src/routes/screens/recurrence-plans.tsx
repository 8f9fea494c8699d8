import { PlansScreen } from '@vitrine/features/recurrence/plans'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <PlansScreen appId={appId} level={level} />)
