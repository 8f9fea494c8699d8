import type { ScreenTable } from '../screen-context.ts'

/** E-commerce › Descontos: coupons, with the discounts simulator. */
export const screens: ScreenTable = {
  'ecommerce-coupons': () => import('./ecommerce-discounts-coupons.tsx'),
}
