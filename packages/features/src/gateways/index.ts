// The gateways area (payments): the overview, one list, detail and form screen for every
// gateway type, and the installments setup. Screens are imported from their own entry points
// (`@vitrine/features/gateways/list`, …) so each route's chunk carries only its screen; this
// entry holds only what the panel's route tables need.
export { GATEWAY_ROUTE_TYPES, gatewaysRoutes, type GatewaysRouteName } from './routes.ts'
export { gatewayRouteOf, type GatewayScreen } from './route-screens.ts'
