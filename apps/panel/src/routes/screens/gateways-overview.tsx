import { GatewaysOverviewScreen } from '@vitrine/features/gateways/overview'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <GatewaysOverviewScreen appId={appId} level={level} />)
