import { MarketplaceAppScreen } from '@vitrine/features/checkout/marketplace-app'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level, params }) => (
  <MarketplaceAppScreen key={params.slug} appId={appId} level={level} slug={params.slug ?? ''} />
))
