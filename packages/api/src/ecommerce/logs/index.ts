// The store's e-commerce log (issue 15 item 6).
export * from './entries.ts'
export type { EcommerceLogsApi } from './api.ts'
export { ecommerceLogsKeys } from './keys.ts'
export { createHttpEcommerceLogsApi } from './http.ts'
