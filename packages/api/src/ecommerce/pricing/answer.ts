import type { PricingResult } from './engine.ts'
import type { PricingAnswer } from './schemas.ts'

/** The engine's result on the wire (snake case), each line with its product's name. */
export function pricingAnswer(
  result: PricingResult,
  nameOf: (productId: number) => string,
): PricingAnswer {
  return {
    lines: result.lines.map((line) => ({
      product_id: line.productId,
      name: nameOf(line.productId),
      quantity: line.quantity,
      unit_price_cents: line.unitPriceCents,
      subtotal_cents: line.subtotalCents,
      discount_cents: line.discountCents,
      total_cents: line.totalCents,
    })),
    applied: result.applied.map((applied) => ({
      source: applied.source,
      id: applied.id,
      label: applied.label,
      kind: applied.kind,
      amount_cents: applied.amountCents,
      shipping_discount_cents: applied.shippingDiscountCents,
      lines: applied.lines.map((part) => ({
        product_id: part.productId,
        amount_cents: part.amountCents,
      })),
    })),
    rejected: result.rejected.map((rejected) => ({ ...rejected })),
    subtotal_cents: result.subtotalCents,
    discount_cents: result.discountCents,
    shipping_cents: result.shippingCents,
    shipping_discount_cents: result.shippingDiscountCents,
    total_cents: result.totalCents,
  }
}
