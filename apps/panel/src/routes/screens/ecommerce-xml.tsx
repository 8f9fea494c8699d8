import { FeedsScreen } from '@vitrine/features/ecommerce/feeds'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <FeedsScreen appId={appId} level={level} />)
