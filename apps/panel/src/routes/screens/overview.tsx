import { OverviewScreen } from '@vitrine/features/overview/home'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId }) => <OverviewScreen appId={appId} />)
