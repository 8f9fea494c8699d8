import type { HttpClient } from '../../http/client.ts'
import type { DiscountsApi } from './api.ts'
import {
  CouponBatchResultSchema,
  CouponPageSchema,
  CouponSchema,
  DiscountChoiceListSchema,
  PricingAnswerSchema,
  PromotionListSchema,
  PromotionSchema,
} from './schemas.ts'

export function createHttpDiscountsApi(http: HttpClient): DiscountsApi {
  const base = (appId: number) => `/apps/${appId}/discounts`
  return {
    listCoupons: (appId, query = {}, signal) =>
      http.request('ecommerce', 'GET', `${base(appId)}/coupons`, {
        query: { ...query, q: query.q || undefined },
        schema: CouponPageSchema,
        signal,
      }),
    createCoupon: (appId, input) =>
      http.request('ecommerce', 'POST', `${base(appId)}/coupons`, {
        body: input,
        schema: CouponSchema,
      }),
    updateCoupon: (appId, id, input) =>
      http.request('ecommerce', 'PUT', `${base(appId)}/coupons/${id}`, {
        body: input,
        schema: CouponSchema,
      }),
    removeCoupon: async (appId, id) => {
      await http.request('ecommerce', 'DELETE', `${base(appId)}/coupons/${id}`)
    },
    generateCoupons: (appId, input) =>
      http.request('ecommerce', 'POST', `${base(appId)}/coupons/batch`, {
        body: input,
        schema: CouponBatchResultSchema,
      }),
    async exportCoupons(appId, signal) {
      const response = await http.open('ecommerce', 'GET', `${base(appId)}/coupons/export`, {
        signal,
      })
      return response.blob()
    },
    listPromotions: (appId, signal) =>
      http.request('ecommerce', 'GET', `${base(appId)}/promotions`, {
        schema: PromotionListSchema,
        signal,
      }),
    createPromotion: (appId, input) =>
      http.request('ecommerce', 'POST', `${base(appId)}/promotions`, {
        body: input,
        schema: PromotionSchema,
      }),
    updatePromotion: (appId, id, input) =>
      http.request('ecommerce', 'PUT', `${base(appId)}/promotions/${id}`, {
        body: input,
        schema: PromotionSchema,
      }),
    removePromotion: async (appId, id) => {
      await http.request('ecommerce', 'DELETE', `${base(appId)}/promotions/${id}`)
    },
    listChoices: (appId, query, signal) =>
      http.request('ecommerce', 'GET', `${base(appId)}/choices`, {
        query: { ...query, q: query.q || undefined, keys: query.keys || undefined },
        schema: DiscountChoiceListSchema,
        signal,
      }),
    simulate: (appId, cart, signal) =>
      http.request('ecommerce', 'POST', `${base(appId)}/simulate`, {
        body: cart,
        schema: PricingAnswerSchema,
        signal,
      }),
  }
}
