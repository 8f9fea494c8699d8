import type { ScreenTable } from '../screen-context.ts'

/** E-commerce › Descontos: coupons and promotions, each with the discounts simulator. */
export const screens: ScreenTable = {
  'ecommerce-coupons': () => import('./ecommerce-discounts-coupons.tsx'),
  'ecommerce-promotions': () => import('./ecommerce-discounts-promotions.tsx'),
}
