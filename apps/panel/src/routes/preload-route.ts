import type { RouteDefinition, RouteName } from '@vitrine/features'
import { preloadLayout } from '../layouts/layouts.tsx'
import { preloadScreen } from './screens.ts'

/**
 * Fetches the code a route shows — its layout and its screen, side by side (rendered, the
 * screen's request would only start once the layout's code had arrived).
 */
export function preloadRoute(route: RouteDefinition): Promise<unknown> {
  return Promise.all([preloadLayout(route.layout), preloadScreen(route.name as RouteName)])
}
