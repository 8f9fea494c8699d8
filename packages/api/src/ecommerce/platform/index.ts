// The store's platform settings (issue 15 item 4).
export * from './settings.ts'
export * from './texts.ts'
export type { EcommercePlatformApi } from './api.ts'
export { ecommercePlatformKeys } from './keys.ts'
export { createHttpEcommercePlatformApi } from './http.ts'
