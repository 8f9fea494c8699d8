import type { Level } from '@vitrine/api'
import { SplitGatewaysScreen } from '@vitrine/features/split/gateways'
import { inApp } from '../in-app.tsx'
import { useSplitRole } from './split-gateways-role.ts'

function SplitGateways({ appId, level }: { appId: number; level: Level }) {
  return <SplitGatewaysScreen appId={appId} level={level} role={useSplitRole()} />
}

export default inApp(({ appId, level }) => <SplitGateways appId={appId} level={level} />)
