import { MarketplaceScreen } from '@vitrine/features/checkout/marketplace'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <MarketplaceScreen appId={appId} level={level} />)
