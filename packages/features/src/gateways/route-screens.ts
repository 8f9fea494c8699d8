import type { GatewayType } from '@vitrine/api'
import { GATEWAY_ROUTE_TYPES } from './routes.ts'

/*
 * Which screen a gateways route shows, for the panel's screen modules. Apart from routes.ts,
 * which every first visit loads with the manifest: this is needed only once a gateways screen is.
 */

/** What a gateways route shows; the panel picks the screen module from it. */
export type GatewayScreen = 'overview' | 'list' | 'new' | 'details' | 'edit' | 'installments'

/** The screen (and gateway type) of a gateways route, from its name; null for other routes. */
export function gatewayRouteOf(
  name: string,
): { screen: GatewayScreen; type: GatewayType | null } | null {
  if (name === 'payments-gateways') return { screen: 'overview', type: null }
  if (name === 'payments-installments') return { screen: 'installments', type: null }
  const match = /^payments-gateways-(.+?)(?:-(new|details|edit))?$/.exec(name)
  const type = [...GATEWAY_ROUTE_TYPES, 'custom' as const].find((known) => known === match?.[1])
  if (!match || !type) return null
  return { screen: (match[2] as GatewayScreen | undefined) ?? 'list', type }
}
