import { SplitRulesScreen } from '@vitrine/features/split/rules'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level, params }) => (
  <SplitRulesScreen
    // Another gateway is another rule: nothing typed for the previous one carries over.
    key={params.gatewayID}
    appId={appId}
    level={level}
    gatewayName={params.gatewayName ?? ''}
    gatewayId={Number(params.gatewayID)}
    page="static-pix"
  />
))
