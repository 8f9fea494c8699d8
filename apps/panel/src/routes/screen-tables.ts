import type { EntryRouteName, RouteName } from '@vitrine/features'
import { gatewaysRoutes, type GatewaysRouteName } from '@vitrine/features/gateways'
import type { TableModule } from './screen-context.ts'

const outsideStores: TableModule = () => import('./screens/outside-stores.ts')
const store: TableModule = () => import('./screens/store.ts')
const overviewSettings: TableModule = () => import('./screens/overview-settings.ts')
const settings: TableModule = () => import('./screens/settings.ts')
const customers: TableModule = () => import('./screens/customers.ts')
const transactions: TableModule = () => import('./screens/transactions.ts')
const gateways: TableModule = () => import('./screens/gateways.ts')
const links: TableModule = () => import('./screens/links.ts')
const splitRules: TableModule = () => import('./screens/split-rules.ts')
const split: TableModule = () => import('./screens/split-gateways.ts')
const walletAccount: TableModule = () => import('./screens/wallet-account.ts')
const walletSuppliers: TableModule = () => import('./screens/wallet-suppliers.ts')
const recurrence: TableModule = () => import('./screens/recurrence.ts')
const layout: TableModule = () => import('./screens/layout.ts')
const catalogue: TableModule = () => import('./screens/catalogue.ts')
const ecommerceMails: TableModule = () => import('./screens/ecommerce-mails.ts')
const ecommercePlatform: TableModule = () => import('./screens/ecommerce-platform.ts')
const ecommerceDiscounts: TableModule = () => import('./screens/ecommerce-discounts.ts')
const ecommerceSearch: TableModule = () => import('./screens/ecommerce-search.ts')
const ecommerceXml: TableModule = () => import('./screens/ecommerce-xml.ts')
const checkoutAppearance: TableModule = () => import('./screens/checkout-appearance.ts')
const checkoutMarketplace: TableModule = () => import('./screens/checkout-marketplace.ts')
const checkoutCustomFields: TableModule = () => import('./screens/checkout-custom-fields.ts')
const onboarding: TableModule = () => import('./screens/onboarding.ts')
const docs: TableModule = () => import('./screens/docs.ts')
const whitelabel: TableModule = () => import('./screens/whitelabel.ts')

/** The payments area's gateways and installments routes, all in one table. */
const gatewayTables = Object.fromEntries(
  gatewaysRoutes.map((route) => [route.name, gateways]),
) as Record<GatewaysRouteName, TableModule>

/**
 * Where the screen of every route beyond the entry's is wired: one table per area
 * (routes/screens/<area>.ts) of one module per route (routes/screens/<name>.tsx). This module is
 * a lazy chunk fetched with the whole manifest (routes/load-routes.ts), so the first visit's
 * size does not grow with the number of routes. Typed by route name: a manifest entry without a
 * table does not compile (and screens.test.ts checks each table has it); the entry's routes are
 * wired in screens.ts.
 */
export const screenTables: Record<Exclude<RouteName, EntryRouteName>, TableModule> = {
  index: outsideStores,
  apps: outsideStores,
  'account-profile': outsideStores,
  'whitelabel-list': outsideStores,
  'whitelabel-settings': whitelabel,
  'whitelabel-settings-managers': whitelabel,
  'whitelabel-reports-panels': whitelabel,
  'whitelabel-panels': whitelabel,
  'whitelabel-smtp': whitelabel,
  overview: store,
  'overview-settings-ga4': overviewSettings,
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
  'payments-links': links,
  'payments-links-new': links,
  'payments-links-detail': links,
  'payments-links-xml': links,
  'payments-split': split,
  'payments-split-sellers': split,
  'payments-split-rules': splitRules,
  'payments-split-rules-static-pix': splitRules,
  'payments-split-rules-eficustom': splitRules,
  'recurrence-plans': recurrence,
  'recurrence-products': recurrence,
  'recurrence-subscriptions': recurrence,
  'recurrence-subscriptions-detail': recurrence,
  'recurrence-webhook': recurrence,
  'layout-page': layout,
  'layout-page-seo': layout,
  'layout-redirect': layout,
  'ide-page': layout,
  'layout-dataplus': layout,
  'layout-dataplus-table': layout,
  'layout-dataplus-triggers': layout,
  'layout-clusters': layout,
  'layout-settings': layout,
  'layout-settings-project': layout,
  'layout-settings-catalog': layout,
  'layout-catalog-products': catalogue,
  'layout-catalog-products-edit': catalogue,
  'layout-catalog-categories': catalogue,
  'payments-wallet-balance': walletAccount,
  'payments-wallet-enable': walletAccount,
  'payments-wallet-suppliers': walletSuppliers,
  'payments-wallet-suppliers-detail': walletSuppliers,
  'ecommerce-mails-transactional': ecommerceMails,
  'ecommerce-mails-smtp': ecommerceMails,
  'ecommerce-mails-recover': ecommerceMails,
  'ecommerce-mails-edit': ecommerceMails,
  'ecommerce-platform': ecommercePlatform,
  'ecommerce-publish': ecommercePlatform,
  'ecommerce-logs': ecommercePlatform,
  'ecommerce-search-term-rules': ecommerceSearch,
  'ecommerce-coupons': ecommerceDiscounts,
  'ecommerce-promotions': ecommerceDiscounts,
  'ecommerce-search-fixed-rules': ecommerceSearch,
  'ecommerce-search-agreement-percentage': ecommerceSearch,
  'ecommerce-xml': ecommerceXml,
  'ecommerce-xml-edit': ecommerceXml,
  'checkout-appearance': checkoutAppearance,
  'checkout-marketplace': checkoutMarketplace,
  'checkout-marketplace-app': checkoutMarketplace,
  'checkout-custom-fields': checkoutCustomFields,
  'checkout-custom-fields-identification': checkoutCustomFields,
  'checkout-custom-fields-address': checkoutCustomFields,
  'checkout-custom-fields-shipping': checkoutCustomFields,
  'checkout-custom-fields-payment': checkoutCustomFields,
  'checkout-custom-fields-cart': checkoutCustomFields,
  docs,
  'onboarding-new-app': onboarding,
  'onboarding-layout': onboarding,
  'onboarding-platform': onboarding,
  'onboarding-payment': onboarding,
  'onboarding-checkout': onboarding,
  'onboarding-checklist': onboarding,
  ...gatewayTables,
}
