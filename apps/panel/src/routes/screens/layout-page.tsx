import { ManagementScreen } from '@vitrine/features/layout/management'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level, params }) => (
  <ManagementScreen appId={appId} level={level} pageslug={params.pageslug ?? 'home'} />
))
