export * from './schema.ts'
export type { ShipmentsApi } from './api.ts'
export { createHttpShipmentsApi } from './http.ts'
