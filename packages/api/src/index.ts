// @vitrine/api — the contract between the panel and the server: schemas, the Api interface,
// the HTTP adapter and swr keys. React bindings live in `@vitrine/api/react`, the fixture
// adapter in `@vitrine/api/fixture`, validation rules in `@vitrine/api/validation`.
export { createHttpApi, type Api } from './api.ts'
export { createLazyApi, type LazyApi } from './lazy.ts'
export {
  ApiError,
  fieldErrorsOf,
  isApiError,
  isApiErrorShape,
  type ApiErrorShape,
  type FieldErrorsData,
} from './http/api-error.ts'
export { issuesToFieldErrors, parseBody } from './http/field-errors.ts'
export {
  createHttpClient,
  HEADERS,
  type HttpClient,
  type HttpClientOptions,
} from './http/client.ts'
export {
  defaultServiceUrls,
  RuntimeConfigSchema,
  SERVICES,
  type RuntimeConfig,
  type Service,
} from './http/services.ts'

export * from './auth/entities.ts'
export * from './auth/forms/index.ts'
export type { AuthApi } from './auth/api.ts'
export { authKeys } from './auth/keys.ts'

export * from './apps/schema.ts'
export type { AppsApi } from './apps/api.ts'
export { appKeys } from './apps/keys.ts'

export { AREAS, LEVELS, levelRank, satisfies, type Area, type Level } from './access/levels.ts'
export * from './access/grants.ts'
export * from './access/routes.ts'
export * from './access/entries.ts'

export * from './control/schema.ts'
export type { ControlApi } from './control/api.ts'
export { controlKeys } from './control/keys.ts'

export * from './audit/schema.ts'
export type { AuditApi } from './audit/api.ts'
export { auditKeys } from './audit/keys.ts'

export * from './tokens/schema.ts'
export type { TokensApi } from './tokens/api.ts'
export { tokenKeys } from './tokens/keys.ts'

export * from './menu/schema.ts'
export type { MenuApi } from './menu/api.ts'
export { menuKeys } from './menu/keys.ts'

export * from './whitelabel/schema.ts'
export type { WhitelabelApi } from './whitelabel/api.ts'
export { whitelabelKeys } from './whitelabel/keys.ts'

export * from './notifications/schema.ts'
export type { NotificationsApi } from './notifications/api.ts'
export { notificationKeys } from './notifications/keys.ts'

export * from './redirects/schema.ts'

export * from './customers/schema.ts'
export * from './customers/fields.ts'
export * from './customers/document.ts'
export * from './customers/contact.ts'
export * from './customers/csv.ts'
export type { CustomersApi, ImportOptions } from './customers/api.ts'
export { customerKeys } from './customers/keys.ts'

export * from './webhooks/schema.ts'
export * from './webhooks/recipe.ts'
export * from './webhooks/event-areas.ts'
export type { WebhooksApi } from './webhooks/api.ts'
export { webhookKeys } from './webhooks/keys.ts'
export * from './gateways/schema.ts'
export { gatewayFeeCents } from './gateways/fees.ts'
export type { GatewaysApi } from './gateways/api.ts'
export { gatewayKeys } from './gateways/keys.ts'
export * from './transactions/schema.ts'
export type { TransactionsApi } from './transactions/api.ts'
export { transactionKeys } from './transactions/keys.ts'
export * from './links/schema.ts'
export { linkMessage, type LinkMessage } from './links/messages.ts'
export type { LinksApi } from './links/api.ts'
export { linkKeys } from './links/keys.ts'
export * from './files/upload.ts'
export * from './checkout/schema.ts'
export type { CheckoutApi } from './checkout/api.ts'
export { checkoutKeys } from './checkout/keys.ts'
export { createHttpCheckoutApi } from './checkout/http.ts'
export * from './checkout-setup/index.ts'
export * from './theme-files/index.ts'
export * from './payer-accounts/schema.ts'
export type { PayerAccountsApi } from './payer-accounts/api.ts'
export { payerAccountKeys } from './payer-accounts/keys.ts'
export { createHttpPayerAccountsApi } from './payer-accounts/http.ts'
export * from './money/index.ts'

// Pure payment formats (no I/O): pix BR Codes and keys, boletos, cards; see payments/README.md.
export * from './payments/pix/index.ts'
export * from './payments/boleto/index.ts'
export * from './payments/timeline/index.ts'
export * from './payments/installments/index.ts'
export * from './payments/card/index.ts'
// A paid payment shipment and invoice (the in_transport and nf mails).
export * from './payments/shipment/index.ts'

// Split payments (issue 12): rules, the engine shared by the simulator and the server; see split/README.md.
export * from './split/index.ts'
// The wallet (issue 12): balance from the ledger, statement, payouts, suppliers; see wallet/schema.ts.
export * from './wallet/index.ts'
// Recurrence (issue 13): plans, products, subscriptions, invoices, the subscriber's pages; see recurrence/README.md.
export * from './recurrence/index.ts'
// The storefront's catalogue (issue 14): products, categories, the CMS filter preview, imports.
export * from './catalogue/index.ts'
// The layout CMS (issue 14): pages, elements, SEO, resources, the wire format; see cms/pages.ts.
export * from './cms/index.ts'
// Product clusters (issue 17 item 4): manual or by rules, the `clusters.id` filter attribute.
export * from './clusters/index.ts'
// Data Plus (issue 17 item 1): tables for the storefront, rows, CSV, triggers.
export * from './dataplus/index.ts'
// The overview's analytics and GA4 (issue 18 item 2).
export * from './analytics/index.ts'
// The storefront's layout settings (issue 17 item 5): project and catalog.
export * from './layout-settings/index.ts'
// The store's e-commerce platform settings, publishing and log (issue 15 items 4 and 6).
export * from './ecommerce/platform/index.ts'
export * from './ecommerce/publish/index.ts'
export * from './ecommerce/logs/index.ts'
// The store search with its rules (issue 15 item 2): term rules, fixed rules, agreement.
export * from './ecommerce/search-rules/index.ts'
// The store's e-mails (issue 15 item 1): templates, variables, SMTP, recovery; see ecommerce/mails/README.md.
export * from './ecommerce/mails/index.ts'
export * from './ecommerce/feeds/index.ts'
// Coupons, promotions and the simulator (issue 15 item 3) on one pure pricing engine.
export * from './ecommerce/pricing/index.ts'
// The storefront's redirect rules (issue 17 item 3): matcher, loop checks, CSV; see storefront-redirects/match.ts.
export * from './storefront-redirects/index.ts'
// Onboarding (issue 18 item 1): new-app, the four steps and the checklist.
export * from './onboarding/index.ts'
