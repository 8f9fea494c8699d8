import { defaultServiceUrls, type Service } from '@vitrine/api'
import type { Hono } from 'hono'
import { analyticsRoutes } from './analytics/routes.ts'
import { apiTokensRoutes } from './api-tokens/routes.ts'
import { appsRoutes } from './apps/routes.ts'
import { auditLogRoutes } from './audit/routes.ts'
import { authRoutes } from './auth/routes.ts'
import { catalogueRoutes } from './catalogue/routes.ts'
import { feedsRoutes } from './ecommerce/feeds/routes.ts'
import { checkoutRoutes } from './checkout/routes.ts'
import { checkoutMarketplaceRoutes } from './checkout-setup/marketplace/routes.ts'
import { checkoutFieldsRoutes } from './checkout-setup/fields/routes.ts'
import { checkoutAppearanceRoutes } from './checkout-setup/appearance/routes.ts'
import { cmsRoutes } from './cms/routes.ts'
import { dataplusRoutes } from './dataplus/routes.ts'
import { clustersRoutes } from './clusters/routes.ts'
import { layoutSettingsRoutes } from './layout-settings/routes.ts'
import { discountsRoutes } from './ecommerce/discounts/routes.ts'
import { customersCsvRoutes } from './customers/csv-routes.ts'
import { customersRoutes } from './customers/routes.ts'
import { mailsRoutes } from './ecommerce/mails/routes.ts'
import { ecommerceLogsRoutes } from './ecommerce/logs/routes.ts'
import { ecommercePlatformRoutes } from './ecommerce/platform/routes.ts'
import { ecommercePublishRoutes } from './ecommerce/publish/routes.ts'
import { filesRoutes } from './files/routes.ts'
import { gatewaysRoutes } from './gateways/routes.ts'
import type { AppDeps, AppEnv } from './http/context.ts'
import { linksRoutes } from './links/routes.ts'
import { layoutsRoutes } from './layouts/routes.ts'
import { invitationsRoutes } from './managers/invitations-routes.ts'
import { managersRoutes } from './managers/routes.ts'
import { menusRoutes } from './menus/routes.ts'
import { themeFilesRoutes } from './theme-files/routes.ts'
import { notificationsRoutes } from './notifications/routes.ts'
import { onboardingRoutes } from './onboarding/routes.ts'
import { paymentsRoutes } from './payments/routes.ts'
import { payerAccountsRoutes } from './payer-accounts/routes.ts'
import { postalCodesRoutes } from './postal-codes/routes.ts'
import { searchRulesRoutes } from './ecommerce/search-rules/routes.ts'
import { recurrenceRoutes } from './recurrence/routes.ts'
import { splitRoutes } from './split/routes.ts'
import { storefrontRedirectsRoutes } from './storefront-redirects/routes.ts'
import { walletRoutes } from './wallet/routes.ts'
import { recurrenceWebhooksRoutes, webhooksRoutes } from './webhooks/routes.ts'
import { whitelabelRoutes } from './whitelabel/routes.ts'

/** A domain's routes, built from the app's dependencies (any env that extends AppEnv). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each domain keeps its own schema types
type DomainRoutes = (deps: AppDeps) => Hono<any, any, any>

/**
 * Which domains each service of the specification serves, in mounting order. Every service is
 * listed, those without a domain yet empty, so a new domain is one entry here; the mount paths
 * are the contract's (`/api/<service>`, the local service at `/api`), the panel's defaults.
 */
export const SERVICE_DOMAINS: Record<Service, readonly DomainRoutes[]> = {
  // Accounts and sessions, the person's apps, and each app's people, audit log and API tokens.
  connect: [
    authRoutes,
    appsRoutes,
    managersRoutes,
    invitationsRoutes,
    auditLogRoutes,
    apiTokensRoutes,
  ],
  // The CSV routes come before the customer routes: their static paths (imports, export) would
  // otherwise be taken for a customer id.
  main: [
    whitelabelRoutes,
    notificationsRoutes,
    customersCsvRoutes,
    customersRoutes,
    postalCodesRoutes,
    webhooksRoutes,
    // The layout CMS (by layout id) and the layout entity with its menu.
    layoutsRoutes,
    cmsRoutes,
    // The storefront's layout settings: project and catalog (layout-settings).
    layoutSettingsRoutes,
    // The storefront theme's files, versions and search (the IDE).
    themeFilesRoutes,
    // Onboarding's progress: the four steps and the starting layout (onboarding).
    onboardingRoutes,
  ],
  // The payer's public checkout and account page (`/public/…`, no login) are mounted with the
  // payments, like the printable boleto.
  payments: [
    gatewaysRoutes,
    paymentsRoutes,
    linksRoutes,
    splitRoutes,
    walletRoutes,
    filesRoutes,
    checkoutRoutes,
    payerAccountsRoutes,
  ],
  ecommerce: [
    ecommercePlatformRoutes,
    ecommercePublishRoutes,
    ecommerceLogsRoutes,
    // The store search and its rules (search-rules).
    searchRulesRoutes,
    // Product feeds (feeds) and their public files.
    feedsRoutes,
    // The store's e-mails: templates, SMTP, recovery schedules, delivery log.
    mailsRoutes,
    // Coupons, promotions, the simulator and the checkout's redemption (discounts).
    discountsRoutes,
  ],
  checkout: [
    checkoutAppearanceRoutes,
    // The checkout's custom fields in five groups (checkout-setup/fields).
    checkoutFieldsRoutes,
    // The marketplace of checkout apps (checkout-setup/marketplace).
    checkoutMarketplaceRoutes,
  ],
  // Plans, products, subscriptions and the subscriber's pages (`/public/subscriptions/…`); the
  // webhook console's endpoints and log, the same as main's but at the recurrence level.
  recurrence: [recurrenceRoutes, recurrenceWebhooksRoutes],
  // The overview's analytics (daily rollups) and the store's GA4 settings.
  analytics: [analyticsRoutes],
  // The storefront's catalogue: products, categories, the CMS filter preview, imports.
  // Product clusters, manual or by rules, beside the catalogue they group.
  // The storefront's redirect rules and the storefront's resolve call (storefront-redirects).
  indexer: [catalogueRoutes, dataplusRoutes, clustersRoutes, storefrontRedirectsRoutes],
  // What the panel's own host serves besides the panel: its menus.
  local: [menusRoutes],
}

/** Mounts every service's domains under the service's path. */
export function mountServices(app: Hono<AppEnv>, deps: AppDeps): void {
  const paths = defaultServiceUrls()
  for (const [service, domains] of Object.entries(SERVICE_DOMAINS) as [Service, DomainRoutes[]][]) {
    for (const routes of domains) app.route(paths[service], routes(deps))
  }
}
