import { matchRoute } from '@vitrine/features'
import { customerSectionOf } from '@vitrine/features/customers'
import { CustomerDetailScreen } from '@vitrine/features/customers/detail'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level, url, params }) => (
  <CustomerDetailScreen
    // A new customer is a new screen: no state of the previous one carries over.
    key={params.customerId}
    appId={appId}
    level={level}
    customerId={Number(params.customerId)}
    section={customerSectionOf(matchRoute(url.pathname)?.route.name ?? '')}
  />
))
