import { accountRoutes } from '../account/routes.ts'
import { appsRoutes } from '../apps/routes.ts'
import { catalogueRoutes } from '../catalogue/routes.ts'
import { checkoutAppearanceRoutes } from '../checkout/appearance/routes.ts'
import { checkoutMarketplaceRoutes } from '../checkout/marketplace/routes.ts'
import { checkoutCustomFieldsRoutes } from '../checkout/custom-fields/routes.ts'
import { customersRoutes } from '../customers/routes.ts'
import { docsRoutes } from '../docs/routes.ts'
import { errorRoutes } from '../errors/routes.ts'
import { feedsRoutes } from '../ecommerce/feeds/routes.ts'
import { mailsRoutes } from '../ecommerce/mails/routes.ts'
import { platformRoutes } from '../ecommerce/platform/routes.ts'
import { discountsRoutes } from '../ecommerce/discounts/routes.ts'
import { searchRulesRoutes } from '../ecommerce/search-rules/routes.ts'
import { gatewaysRoutes } from '../gateways/routes.ts'
import { layoutRoutes } from '../layout/routes.ts'
import { linksRoutes } from '../links/routes.ts'
import { notificationsRoutes } from '../notifications/routes.ts'
import { onboardingRoutes } from '../onboarding/routes.ts'
import { overviewRoutes } from '../overview/routes.ts'
import { recurrenceRoutes } from '../recurrence/routes.ts'
import { settingsRoutes } from '../settings/routes.ts'
import { splitRulesRoutes } from '../split/rules-routes.ts'
import { splitRoutes } from '../split/routes.ts'
import { transactionsRoutes } from '../transactions/routes.ts'
import { walletRoutes } from '../wallet/routes.ts'
import { whitelabelRoutes } from '../whitelabel/routes.ts'
import { entryRoutes } from './entry-routes.ts'
import type { RouteDefinition } from './route.ts'
import { routeTable, type ParamsOf } from './route-table.ts'

/**
 * Every route whose screen exists, composed from the per-area lists. Order matters only where
 * patterns overlap: literal paths come before `/:appID/...` patterns. The entry's routes come
 * first, so an address they match is matched the same way before and after this module arrives
 * (the panel loads it lazily: see loader.ts).
 */
export const routes = [
  ...entryRoutes,
  ...accountRoutes,
  ...appsRoutes,
  ...onboardingRoutes,
  // Before the /:appID patterns, which would read /docs/overview as a store named "docs".
  ...docsRoutes,
  ...overviewRoutes,
  ...errorRoutes,
  ...settingsRoutes,
  ...customersRoutes,
  ...transactionsRoutes,
  ...gatewaysRoutes,
  ...linksRoutes,
  ...splitRoutes,
  ...splitRulesRoutes,
  ...walletRoutes,
  ...recurrenceRoutes,
  ...layoutRoutes,
  ...catalogueRoutes,
  ...notificationsRoutes,
  ...whitelabelRoutes,
  ...platformRoutes,
  ...checkoutAppearanceRoutes,
  ...mailsRoutes,
  ...searchRulesRoutes,
  ...discountsRoutes,
  ...feedsRoutes,
  ...checkoutMarketplaceRoutes,
  ...checkoutCustomFieldsRoutes,
] as const satisfies readonly RouteDefinition[]

export type AnyRoute = (typeof routes)[number]
export type RouteName = AnyRoute['name']
export type RouteParams<N extends RouteName> = ParamsOf<Extract<AnyRoute, { name: N }>>
export type { RouteMatch } from './route-table.ts'

const table = routeTable(routes)

export const routeByName = table.routeByName
/** Builds the address of a named route: screens build every link with this, never by hand. */
export const href = table.href
/**
 * The address of a route known only at run time (a menu entry from the server, a section's
 * first allowed route): undefined when the manifest has no such route.
 */
export const hrefOf = table.hrefOf
/** The first manifest route matching `pathname`, or null (the "Page not found" case). */
export const matchRoute = table.matchRoute
