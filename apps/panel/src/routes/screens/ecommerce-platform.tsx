import { PlatformScreen } from '@vitrine/features/ecommerce/platform'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <PlatformScreen appId={appId} level={level} />)
