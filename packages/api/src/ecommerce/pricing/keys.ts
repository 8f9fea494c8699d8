import type { CouponQuery, DiscountChoiceQuery } from './schemas.ts'

export const discountKeys = {
  all: (appId: number) => ['discounts', appId] as const,
  coupons: (appId: number, query: CouponQuery) =>
    [...discountKeys.all(appId), 'coupons', query] as const,
  promotions: (appId: number) => [...discountKeys.all(appId), 'promotions'] as const,
  choices: (appId: number, query: DiscountChoiceQuery) =>
    [...discountKeys.all(appId), 'choices', query] as const,
}
