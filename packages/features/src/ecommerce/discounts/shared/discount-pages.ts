import { href } from '../../../routes/manifest.ts'
import type { AreaPage } from '../../../shared/AreaHeader.tsx'

export type DiscountPage = 'coupons' | 'promotions'

/** The discounts' pages, in the tabs' order. */
export function discountPages(appId: number): AreaPage<DiscountPage>[] {
  const appID = appId
  return [
    { page: 'coupons', label: 'Cupons', href: href('ecommerce-coupons', { appID }) },
    { page: 'promotions', label: 'Promoções', href: href('ecommerce-promotions', { appID }) },
  ]
}
