import type { FeedsApi } from './ecommerce/feeds/api.ts'
import { createHttpFeedsApi } from './ecommerce/feeds/http.ts'
import type { EcommerceLogsApi } from './ecommerce/logs/api.ts'
import { createHttpEcommerceLogsApi } from './ecommerce/logs/http.ts'
import type { EcommercePlatformApi } from './ecommerce/platform/api.ts'
import { createHttpEcommercePlatformApi } from './ecommerce/platform/http.ts'
import type { EcommercePublishApi } from './ecommerce/publish/api.ts'
import type { DiscountsApi } from './ecommerce/pricing/api.ts'
import { createHttpDiscountsApi } from './ecommerce/pricing/http.ts'
import type { SearchRulesApi } from './ecommerce/search-rules/api.ts'
import { createHttpSearchRulesApi } from './ecommerce/search-rules/http.ts'
import { createHttpEcommercePublishApi } from './ecommerce/publish/http.ts'
import type { AppsApi } from './apps/api.ts'
import { createHttpAppsApi } from './apps/http.ts'
import type { AuditApi } from './audit/api.ts'
import { createHttpAuditApi } from './audit/http.ts'
import type { AuthApi } from './auth/api.ts'
import type { CatalogueApi } from './catalogue/api.ts'
import { createHttpCatalogueApi } from './catalogue/http.ts'
import { createHttpAuthApi } from './auth/http.ts'
import type { ControlApi } from './control/api.ts'
import type { CmsApi } from './cms/api.ts'
import { createHttpCmsApi } from './cms/http.ts'
import type { MailsApi } from './ecommerce/mails/api.ts'
import { createHttpMailsApi } from './ecommerce/mails/http.ts'
import type { CustomersApi } from './customers/api.ts'
import { createHttpCustomersApi } from './customers/http.ts'
import type { GatewaysApi } from './gateways/api.ts'
import { createHttpGatewaysApi } from './gateways/http.ts'
import type { CheckoutApi } from './checkout/api.ts'
import type { ThemeFilesApi } from './theme-files/api.ts'
import { createHttpThemeFilesApi } from './theme-files/http.ts'
import type { StorefrontRedirectsApi } from './storefront-redirects/api.ts'
import { createHttpStorefrontRedirectsApi } from './storefront-redirects/http.ts'
import type { CheckoutFieldsApi } from './checkout-setup/fields/api.ts'
import type { CheckoutAppearanceApi } from './checkout-setup/appearance/api.ts'
import { createHttpCheckoutAppearanceApi } from './checkout-setup/appearance/http.ts'
import { createHttpCheckoutFieldsApi } from './checkout-setup/fields/http.ts'
import type { CheckoutMarketplaceApi } from './checkout-setup/marketplace/api.ts'
import { createHttpCheckoutMarketplaceApi } from './checkout-setup/marketplace/http.ts'
import { createHttpCheckoutApi } from './checkout/http.ts'
import type { LinksApi } from './links/api.ts'
import { createHttpLinksApi } from './links/http.ts'
import type { PayerAccountsApi } from './payer-accounts/api.ts'
import type { SplitApi } from './split/api.ts'
import { createHttpSplitApi } from './split/http.ts'
import { createHttpPayerAccountsApi } from './payer-accounts/http.ts'
import type { TransactionsApi } from './transactions/api.ts'
import type { ShipmentsApi } from './payments/shipment/api.ts'
import type { RecurrenceApi } from './recurrence/api.ts'
import { createHttpRecurrenceApi } from './recurrence/http.ts'
import type { WalletApi } from './wallet/api.ts'
import { createHttpWalletApi } from './wallet/http.ts'
import { createHttpTransactionsApi } from './transactions/http.ts'
import { createHttpShipmentsApi } from './payments/shipment/http.ts'
import { createHttpControlApi } from './control/http.ts'
import { createHttpClient, type HttpClientOptions } from './http/client.ts'
import type { MenuApi } from './menu/api.ts'
import { createHttpMenuApi } from './menu/http.ts'
import type { NotificationsApi } from './notifications/api.ts'
import { createHttpNotificationsApi } from './notifications/http.ts'
import type { TokensApi } from './tokens/api.ts'
import { createHttpTokensApi } from './tokens/http.ts'
import type { WebhooksApi } from './webhooks/api.ts'
import { createHttpWebhooksApi } from './webhooks/http.ts'
import type { WhitelabelApi } from './whitelabel/api.ts'
import type { ClustersApi } from './clusters/api.ts'
import { createHttpClustersApi } from './clusters/http.ts'
import type { AnalyticsApi } from './analytics/api.ts'
import { createHttpAnalyticsApi } from './analytics/http.ts'
import type { DataplusApi } from './dataplus/api.ts'
import { createHttpDataplusApi } from './dataplus/http.ts'
import type { LayoutSettingsApi } from './layout-settings/api.ts'
import { createHttpLayoutSettingsApi } from './layout-settings/http.ts'
import { createHttpWhitelabelApi } from './whitelabel/http.ts'
import type { OnboardingApi } from './onboarding/api.ts'
import { createHttpOnboardingApi } from './onboarding/http.ts'

/**
 * Everything a screen can ask of the backend. Screens receive one through `useApi()`: the real
 * HTTP adapter in the panel, a fixture adapter in Storybook and component tests.
 */
export interface Api {
  /** The store's platform settings (e-commerce). */
  ecommercePlatform: EcommercePlatformApi
  /** Publishing the store: pending changes, the publish action, its history. */
  ecommercePublish: EcommercePublishApi
  /** The store's e-commerce log. */
  ecommerceLogs: EcommerceLogsApi
  /** The store search with its rules: by term, fixed, agreement; the tester. */
  ecommerceSearch: SearchRulesApi
  /** Coupons, promotions and the simulator, on the pricing engine. */
  ecommerceDiscounts: DiscountsApi
  /** Product feeds (Google, Meta, custom), generated by a job, with a public address. */
  ecommerceFeeds: FeedsApi
  auth: AuthApi
  apps: AppsApi
  control: ControlApi
  audit: AuditApi
  tokens: TokensApi
  menu: MenuApi
  whitelabel: WhitelabelApi
  notifications: NotificationsApi
  customers: CustomersApi
  webhooks: WebhooksApi
  gateways: GatewaysApi
  transactions: TransactionsApi
  /** A paid payment's tracking code and invoice, which mail the payer. */
  shipments: ShipmentsApi
  links: LinksApi
  /** Split payments: the gateways that split, their sellers and versioned rules. */
  split: SplitApi
  /** The wallet: balance from the ledger, statement, withdrawals, suppliers and their payments. */
  wallet: WalletApi
  /** Recurrence: plans, products, subscriptions and invoices; the subscriber's pages. */
  recurrence: RecurrenceApi
  /** The storefront's catalogue: products, categories, the CMS filter preview, imports. */
  catalogue: CatalogueApi
  /** The layout CMS: pages, elements, SEO and resources of a layout (by layout id). */
  cms: CmsApi
  /** Product clusters, manual or by rules; a filter of CMS elements and feeds (indexer service). */
  clusters: ClustersApi
  /** Data Plus: the store's own tables, their rows, CSV and triggers (indexer service). */
  dataplus: DataplusApi
  /** The overview's analytics and the GA4 settings (analytics service). */
  analytics: AnalyticsApi
  /** The storefront's layout settings: project and catalog (main service). */
  layoutSettings: LayoutSettingsApi
  /** The payer's public pages (no login): links, charges, receipts. */
  checkout: CheckoutApi
  /** The store's checkout custom fields in five groups (checkout service). */
  checkoutFields: CheckoutFieldsApi
  /** The store's checkout appearance: draft, publish, discard, logo upload (checkout service). */
  checkoutAppearance: CheckoutAppearanceApi
  /** The marketplace of checkout apps: install, configure, uninstall; anti-fraud decisions. */
  checkoutMarketplace: CheckoutMarketplaceApi
  /** The payer's account page of one store (no login but a mailed link). */
  payerAccounts: PayerAccountsApi
  /** The store's e-mails: templates, SMTP, recovery schedules and the delivery log. */
  mails: MailsApi
  /** The storefront theme's files, their versions and search (the IDE; main service). */
  themeFiles: ThemeFilesApi
  /** The storefront's redirect rules: list, save with loop checks, tester, CSV (indexer). */
  storefrontRedirects: StorefrontRedirectsApi
  /** Onboarding: creating a store, and its first steps' progress (layout, platform, payment, checkout). */
  onboarding: OnboardingApi
}

/** The real adapter: every call goes to the reference server (or any compatible backend). */
export function createHttpApi(options: HttpClientOptions): Api {
  const http = createHttpClient(options)
  return {
    ecommercePlatform: createHttpEcommercePlatformApi(http),
    ecommercePublish: createHttpEcommercePublishApi(http),
    ecommerceLogs: createHttpEcommerceLogsApi(http),
    ecommerceSearch: createHttpSearchRulesApi(http),
    ecommerceDiscounts: createHttpDiscountsApi(http),
    ecommerceFeeds: createHttpFeedsApi(http),
    auth: createHttpAuthApi(http),
    apps: createHttpAppsApi(http),
    control: createHttpControlApi(http),
    audit: createHttpAuditApi(http),
    tokens: createHttpTokensApi(http),
    menu: createHttpMenuApi(http),
    whitelabel: createHttpWhitelabelApi(http),
    notifications: createHttpNotificationsApi(http),
    customers: createHttpCustomersApi(http),
    webhooks: createHttpWebhooksApi(http),
    gateways: createHttpGatewaysApi(http),
    transactions: createHttpTransactionsApi(http),
    shipments: createHttpShipmentsApi(http),
    links: createHttpLinksApi(http),
    split: createHttpSplitApi(http),
    wallet: createHttpWalletApi(http),
    recurrence: createHttpRecurrenceApi(http),
    catalogue: createHttpCatalogueApi(http),
    cms: createHttpCmsApi(http),
    clusters: createHttpClustersApi(http),
    dataplus: createHttpDataplusApi(http),
    analytics: createHttpAnalyticsApi(http),
    layoutSettings: createHttpLayoutSettingsApi(http),
    checkout: createHttpCheckoutApi(http),
    checkoutFields: createHttpCheckoutFieldsApi(http),
    checkoutAppearance: createHttpCheckoutAppearanceApi(http),
    checkoutMarketplace: createHttpCheckoutMarketplaceApi(http),
    payerAccounts: createHttpPayerAccountsApi(http),
    mails: createHttpMailsApi(http),
    themeFiles: createHttpThemeFilesApi(http),
    storefrontRedirects: createHttpStorefrontRedirectsApi(http),
    onboarding: createHttpOnboardingApi(http),
  }
}
