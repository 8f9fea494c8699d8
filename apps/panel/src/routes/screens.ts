import type { ComponentType } from 'react'
import type { RouteName } from '@vitrine/features'
import { gatewaysRoutes, type GatewaysRouteName } from '@vitrine/features/gateways'
import { preloadable, type Preloadable } from '../shell/preloadable.ts'
import type { ScreenContext, ScreenTable } from './screen-context.ts'

type TableModule = () => Promise<{ screens: ScreenTable }>

const auth: TableModule = () => import('./screens/auth.ts')
const outsideStores: TableModule = () => import('./screens/outside-stores.ts')
const store: TableModule = () => import('./screens/store.ts')
const settings: TableModule = () => import('./screens/settings.ts')
const customers: TableModule = () => import('./screens/customers.ts')
const transactions: TableModule = () => import('./screens/transactions.ts')
const gateways: TableModule = () => import('./screens/gateways.ts')
const links: TableModule = () => import('./screens/links.ts')

/** The payments area's gateways and installments routes, all in one table. */
const gatewayTables = Object.fromEntries(
  gatewaysRoutes.map((route) => [route.name, gateways]),
) as Record<GatewaysRouteName, TableModule>

/**
 * Where each route's screen is wired: one table per area (routes/screens/<area>.ts) of one
 * module per route (routes/screens/<name>.tsx), fetched when first needed. The first load
 * carries only this index, whatever the number of routes; typed by route name, so a manifest
 * entry without a table does not compile (and screens.test.ts checks each table has it).
 */
export const screenTables: Record<RouteName, TableModule> = {
  'auth-login': auth,
  'auth-register': auth,
  'auth-forgot-password': auth,
  'auth-recovery': auth,
  'verify-email': auth,
  index: outsideStores,
  apps: outsideStores,
  'account-profile': outsideStores,
  'whitelabel-list': outsideStores,
  overview: store,
  'error-permissions': store,
  notifications: store,
  'settings-users': settings,
  'settings-logs': settings,
  'settings-tokens': settings,
  customers,
  'ecommerce-customers': customers,
  'payments-customers': customers,
  'recurrence-customers': customers,
  'customers-details': customers,
  'ecommerce-customers-details': customers,
  'payments-customers-details': customers,
  'recurrence-customers-details': customers,
  'payments-transactions': transactions,
  'payments-transactions-details': transactions,
  ...gatewayTables,
  'payments-links': links,
  'payments-links-new': links,
  'payments-links-detail': links,
  'payments-links-xml': links,
}

export async function loadScreen(name: RouteName) {
  const load = (await screenTables[name]()).screens[name]
  if (!load) throw new Error(`No screen is wired for the route "${name}"`)
  return load()
}

const screens = new Map<RouteName, Preloadable<ScreenContext>>()

function screenOf(name: RouteName): Preloadable<ScreenContext> {
  let screen = screens.get(name)
  if (!screen) screens.set(name, (screen = preloadable(() => loadScreen(name))))
  return screen
}

/** The route's screen as a lazy component (one per route, so React keeps it between renders). */
export function screenFor(name: RouteName): ComponentType<ScreenContext> {
  return screenOf(name).Component
}

/** Fetches the route's screen code ahead of its first render. */
export function preloadScreen(name: RouteName): Promise<unknown> {
  return screenOf(name).preload()
}
