// Publishing the store (issue 15): pending changes, the publish action, its history.
export * from './publications.ts'
export type { EcommercePublishApi } from './api.ts'
export { ecommercePublishKeys } from './keys.ts'
export { createHttpEcommercePublishApi } from './http.ts'
