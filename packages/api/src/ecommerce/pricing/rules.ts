import type { CouponRule, PromotionRule } from './engine.ts'
import type { Coupon, Promotion } from './schemas.ts'

/*
 * A coupon and a promotion as the engine reads them: the wire's snake case in the engine's
 * words. The server (rows read through couponOf/promotionOf) and the fixture both price with
 * these, so what the simulator shows is what the checkout charges.
 */

/** `customerUses`: this customer's uses of the coupon so far (0 when anonymous). */
export function couponRuleOf(coupon: Coupon, customerUses = 0): CouponRule {
  return {
    id: coupon.id,
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    minSubtotalCents: coupon.min_subtotal_cents,
    productIds: coupon.product_ids,
    categoryIds: coupon.category_ids,
    excludedProductIds: coupon.excluded_product_ids,
    excludedCategoryIds: coupon.excluded_category_ids,
    customerKeys: coupon.customer_emails,
    excludedCustomerKeys: coupon.excluded_customer_emails,
    firstPurchaseOnly: coupon.first_purchase_only,
    cumulative: coupon.cumulative,
    maxUses: coupon.max_uses,
    uses: coupon.uses,
    maxUsesPerCustomer: coupon.max_uses_per_customer,
    customerUses,
    startsAt: coupon.starts_at,
    endsAt: coupon.ends_at,
    active: coupon.active,
  }
}

export function promotionRuleOf(promotion: Promotion): PromotionRule {
  return {
    id: promotion.id,
    name: promotion.name,
    kind: promotion.kind,
    value: promotion.value,
    buyQuantity: promotion.buy_quantity,
    getQuantity: promotion.get_quantity,
    tiers: promotion.tiers.map((tier) => ({
      minQuantity: tier.min_quantity,
      basisPoints: tier.basis_points,
    })),
    productIds: promotion.product_ids,
    categoryIds: promotion.category_ids,
    excludedProductIds: promotion.excluded_product_ids,
    excludedCategoryIds: promotion.excluded_category_ids,
    priority: promotion.priority,
    cumulative: promotion.cumulative,
    startsAt: promotion.starts_at,
    endsAt: promotion.ends_at,
    active: promotion.active,
  }
}
