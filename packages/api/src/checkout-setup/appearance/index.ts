// The checkout's appearance (issue 16 item 1): contract, contrast helpers, adapter.
export * from './schema.ts'
export * from './input.ts'
export * from './contrast.ts'
export type { CheckoutAppearanceApi } from './api.ts'
export { checkoutAppearanceKeys } from './keys.ts'
export { createHttpCheckoutAppearanceApi } from './http.ts'
export { appearanceText, type AppearanceText } from './texts.ts'
