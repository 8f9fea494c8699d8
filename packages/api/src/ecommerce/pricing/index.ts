// Coupons, promotions and the simulator (issue 15 item 3) on one pure pricing engine.
export * from './engine.ts'
export * from './schemas.ts'
export * from './answer.ts'
export * from './rules.ts'
export type { DiscountsApi } from './api.ts'
export { discountKeys } from './keys.ts'
export { createHttpDiscountsApi } from './http.ts'
