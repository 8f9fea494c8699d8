import { matchRoute } from '@vitrine/features'
import { customerSectionOf } from '@vitrine/features/customers'
import { CustomerListScreen } from '@vitrine/features/customers/list'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level, url }) => (
  <CustomerListScreen
    appId={appId}
    level={level}
    section={customerSectionOf(matchRoute(url.pathname)?.route.name ?? '')}
  />
))
