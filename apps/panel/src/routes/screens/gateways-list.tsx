import { GatewayListScreen } from '@vitrine/features/gateways/list'
import { inApp } from '../in-app.tsx'
import { gatewayTypeOf } from './gateways-route.ts'

export default inApp(({ appId, level, url }) => {
  const type = gatewayTypeOf(url)
  // Another type is another list: nothing of the previous one carries over.
  return <GatewayListScreen key={type} appId={appId} type={type} level={level} />
})
