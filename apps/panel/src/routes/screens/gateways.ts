import { gatewayRouteOf, gatewaysRoutes, type GatewayScreen } from '@vitrine/features/gateways'
import type { ScreenModule, ScreenTable } from '../screen-context.ts'

const modules: Record<GatewayScreen, () => Promise<ScreenModule>> = {
  overview: () => import('./gateways-overview.tsx'),
  list: () => import('./gateways-list.tsx'),
  details: () => import('./gateways-detail.tsx'),
  new: () => import('./gateways-form.tsx'),
  edit: () => import('./gateways-form.tsx'),
  installments: () => import('./gateways-installments.tsx'),
}

/**
 * Five screens for the area's thirty routes: one list, detail and form for every gateway type
 * (the screen reads its type from the route), the overview and the installments setup.
 */
export const screens: ScreenTable = Object.fromEntries(
  gatewaysRoutes.map((route) => [route.name, modules[gatewayRouteOf(route.name)!.screen]]),
)
