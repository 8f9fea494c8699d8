import type { Gateway, GatewayInput } from '@vitrine/api'

/**
 * A stored gateway as an update sends it back, with `changes` over it (switching it on or off
 * from the list). Credentials are left out: an update keeps the ones it does not name.
 */
export function gatewayInputOf(gateway: Gateway, changes: Partial<GatewayInput> = {}) {
  return {
    type: gateway.type,
    name: gateway.name,
    provider: gateway.provider,
    environment: gateway.environment,
    active: gateway.active,
    fees: gateway.fees,
    settings: gateway.settings,
    ...changes,
  } as GatewayInput
}
