import { EcommerceLogsScreen } from '@vitrine/features/ecommerce/logs'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <EcommerceLogsScreen appId={appId} level={level} />)
