import { GatewayDetailScreen } from '@vitrine/features/gateways/detail'
import { inApp } from '../in-app.tsx'
import { gatewayIdOf, gatewayTypeOf } from './gateways-route.ts'

export default inApp(({ appId, level, url, params }) => {
  const type = gatewayTypeOf(url)
  const gatewayId = gatewayIdOf(params)
  return (
    <GatewayDetailScreen
      key={`${type}/${gatewayId}`}
      appId={appId}
      type={type}
      gatewayId={gatewayId}
      level={level}
    />
  )
})
