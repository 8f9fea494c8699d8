import { SeoScreen } from '@vitrine/features/layout/seo'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level, params }) => (
  <SeoScreen appId={appId} level={level} pageslug={params.pageslug ?? ''} />
))
