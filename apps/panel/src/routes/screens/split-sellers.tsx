import type { Level } from '@vitrine/api'
import { SplitSellersScreen } from '@vitrine/features/split/sellers'
import { inApp } from '../in-app.tsx'
import { useSplitRole } from './split-gateways-role.ts'

interface SplitSellersProps {
  appId: number
  level: Level
  gatewayName: string
  gatewayId: number
}

function SplitSellers(props: SplitSellersProps) {
  return <SplitSellersScreen {...props} role={useSplitRole()} />
}

export default inApp(({ appId, level, params }) => (
  <SplitSellers
    // Another gateway is another list: nothing typed or opened for the previous one carries over.
    key={params.gatewayID}
    appId={appId}
    level={level}
    gatewayName={params.gatewayName ?? ''}
    gatewayId={Number(params.gatewayID)}
  />
))
