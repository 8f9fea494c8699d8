// Coupons, promotions and the simulator (issue 15 item 3) on one pure pricing engine.
export * from './engine.ts'
