import type { GatewayType } from '@vitrine/api'
import { matchRoute } from '@vitrine/features'
import { gatewayRouteOf } from '@vitrine/features/gateways'

/** The gateway type of the address (`/101/payments/gateways/billet/3` → billet). */
export function gatewayTypeOf(url: URL): GatewayType {
  return gatewayRouteOf(matchRoute(url.pathname)?.route.name ?? '')?.type ?? 'pix'
}

/** The gateway id of the address: `:id`, or `:customID` for custom methods. */
export const gatewayIdOf = (params: Record<string, string>) => Number(params.id ?? params.customID)
