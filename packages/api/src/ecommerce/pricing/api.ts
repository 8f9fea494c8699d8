import type {
  CartInput,
  Coupon,
  CouponBatchInput,
  CouponBatchResult,
  CouponInput,
  CouponPage,
  CouponQuery,
  DiscountChoiceList,
  DiscountChoiceQuery,
  PricingAnswer,
  Promotion,
  PromotionInput,
  PromotionList,
} from './schemas.ts'

/**
 * Coupons, promotions and the simulator (ecommerce service, `/apps/{appId}/discounts/…`),
 * ecommerce level: read for reads and the simulator, write for changes. The checkout's
 * redemption (`POST …/discounts/redemptions` with an Idempotency-Key) is a server-to-server
 * call, not the panel's.
 */
export interface DiscountsApi {
  listCoupons(appId: number, query?: CouponQuery, signal?: AbortSignal): Promise<CouponPage>
  createCoupon(appId: number, input: CouponInput): Promise<Coupon>
  updateCoupon(appId: number, couponId: number, input: CouponInput): Promise<Coupon>
  removeCoupon(appId: number, couponId: number): Promise<void>
  /** Up to COUPON_BATCH_MAX new unique codes in one transaction (the panel calls it in chunks). */
  generateCoupons(appId: number, input: CouponBatchInput): Promise<CouponBatchResult>
  /** Every coupon of the store as CSV (code, kind, value, uses, limits, dates). */
  exportCoupons(appId: number, signal?: AbortSignal): Promise<Blob>

  listPromotions(appId: number, signal?: AbortSignal): Promise<PromotionList>
  createPromotion(appId: number, input: PromotionInput): Promise<Promotion>
  updatePromotion(appId: number, promotionId: number, input: PromotionInput): Promise<Promotion>
  removePromotion(appId: number, promotionId: number): Promise<void>

  /**
   * Products, categories or customers to include or exclude, found by `q` (up to 10) or named
   * by `keys` — at the ecommerce level, so a manager without the catalogue's or the customers'
   * level can still choose.
   */
  listChoices(
    appId: number,
    query: DiscountChoiceQuery,
    signal?: AbortSignal,
  ): Promise<DiscountChoiceList>

  /** Prices a cart with the store's promotions and the codes, counting nothing. */
  simulate(appId: number, cart: CartInput, signal?: AbortSignal): Promise<PricingAnswer>
}
