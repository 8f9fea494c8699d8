// The checkout's custom fields (issue 16 item 2): schema, the answers' check, the panel's calls.
export * from './schema.ts'
export * from './answers.ts'
export { DEMO_CUSTOM_FIELDS } from './demo.ts'
export { customFieldError } from './errors.ts'
export type { CheckoutFieldsApi } from './api.ts'
export { checkoutFieldKeys } from './keys.ts'
export { createHttpCheckoutFieldsApi } from './http.ts'
