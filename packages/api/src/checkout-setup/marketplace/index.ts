// The marketplace of checkout apps (issue 16 item 3).
export * from './public.ts'
export * from './json-schema.ts'
export * from './catalogue.ts'
export * from './settings-schema.ts'
export * from './schema.ts'
export type { CheckoutMarketplaceApi } from './api.ts'
export { checkoutMarketplaceKeys } from './keys.ts'
export { createHttpCheckoutMarketplaceApi } from './http.ts'
