import { GatewayFormScreen } from '@vitrine/features/gateways/form'
import { inApp } from '../in-app.tsx'
import { gatewayIdOf, gatewayTypeOf } from './gateways-route.ts'

/** "new" and "{id}/edit" of every type: one form, with the type's settings. */
export default inApp(({ appId, level, url, params }) => {
  const type = gatewayTypeOf(url)
  const editing = params.id !== undefined || params.customID !== undefined
  const gatewayId = editing ? gatewayIdOf(params) : undefined
  return (
    <GatewayFormScreen
      // A new address is a new form: nothing typed for another gateway carries over.
      key={`${type}/${gatewayId ?? 'new'}`}
      appId={appId}
      type={type}
      gatewayId={gatewayId}
      level={level}
    />
  )
})
