import { formatMoney } from '../../money/money.ts'

/*
 * The store's pricing engine (issue 15 item 3): one pure function, no I/O, shared by the
 * server's checkout redemption, its simulator and the panel. Money is integer centavos.
 *
 * Stacking rules (enforced below, in this order):
 * 1. Lines, promotions and coupons are put in a canonical order first, so the answer does not
 *    depend on the order the caller listed them in.
 * 2. Automatic promotions apply before coupons: by priority (higher first), percent-like kinds
 *    (percent, progressive, buy X get Y) before fixed, then by id.
 * 3. A line takes at most one non-cumulative promotion: a non-cumulative promotion skips lines
 *    that already have a promotion, and once one applies, later promotions skip that line.
 * 4. Coupons apply on the prices left by the promotions, percent before fixed before free
 *    shipping, then by code. One coupon per order unless every coupon applied is cumulative.
 * 5. Percentages are taken from what is left of each line. A fixed coupon is an order amount,
 *    spread over its eligible lines in proportion to what is left of each. A fixed promotion is
 *    per unit of each eligible line.
 * 6. Never below zero: every discount is capped at what is left of its line, so no line and no
 *    order total goes negative; free shipping touches only the shipping.
 * 7. Rounding is half down on centavos (…,5 goes down); what a spread leaves over goes to the
 *    last eligible line that still has room.
 */

export type DiscountKind = 'percent' | 'fixed'
export type CouponKind = DiscountKind | 'free_shipping'
export type PromotionKind = DiscountKind | 'buy_x_get_y' | 'progressive'

export interface PricingLineInput {
  productId: number
  categoryIds: readonly number[]
  unitPriceCents: number
  quantity: number
}

export interface PricingCustomer {
  /** The customer's key (an e-mail, lower-cased by the engine), null when anonymous. */
  key: string | null
  firstPurchase: boolean
}

export interface PricingScope {
  productIds: readonly number[]
  categoryIds: readonly number[]
  excludedProductIds: readonly number[]
  excludedCategoryIds: readonly number[]
}

export interface CouponRule extends PricingScope {
  id: number
  code: string
  kind: CouponKind
  /** Basis points (10000 = 100 %) for percent, centavos for fixed, ignored for free shipping. */
  value: number
  minSubtotalCents: number | null
  customerKeys: readonly string[]
  excludedCustomerKeys: readonly string[]
  firstPurchaseOnly: boolean
  cumulative: boolean
  maxUses: number | null
  uses: number
  maxUsesPerCustomer: number | null
  /** This customer's uses of the coupon so far (0 when anonymous). */
  customerUses: number
  startsAt: string | null
  endsAt: string | null
  active: boolean
}

export interface ProgressiveTier {
  minQuantity: number
  /** Basis points off from this quantity of eligible units on. */
  basisPoints: number
}

export interface PromotionRule extends PricingScope {
  id: number
  name: string
  kind: PromotionKind
  /** Basis points for percent, centavos per unit for fixed; unused by the other kinds. */
  value: number
  /** Buy X get Y: every `buyQuantity + getQuantity` units of a line, `getQuantity` are free. */
  buyQuantity: number
  getQuantity: number
  tiers: readonly ProgressiveTier[]
  priority: number
  cumulative: boolean
  startsAt: string | null
  endsAt: string | null
  active: boolean
}

export interface PricingInput {
  lines: readonly PricingLineInput[]
  customer: PricingCustomer
  shippingCents: number
  promotions: readonly PromotionRule[]
  /** The coupons found for the codes entered (the store's, any case). */
  coupons: readonly CouponRule[]
  /** The codes the customer entered: those without a coupon are answered "not found". */
  couponCodes: readonly string[]
  /** ISO instant the schedules are checked against. */
  now: string
}

export interface PricedLine {
  productId: number
  quantity: number
  unitPriceCents: number
  subtotalCents: number
  discountCents: number
  totalCents: number
}

export interface AppliedDiscount {
  source: 'promotion' | 'coupon'
  id: number
  /** The promotion's name or the coupon's code. */
  label: string
  kind: CouponKind | PromotionKind
  amountCents: number
  shippingDiscountCents: number
  /** What it applied to: each line's share (lines with a share only). */
  lines: { productId: number; amountCents: number }[]
}

export type RejectionCode =
  | 'not_found'
  | 'inactive'
  | 'not_started'
  | 'expired'
  | 'usage_limit'
  | 'customer_limit'
  | 'customer_required'
  | 'customer_not_allowed'
  | 'first_purchase_only'
  | 'minimum_subtotal'
  | 'no_eligible_items'
  | 'minimum_quantity'
  | 'not_cumulative'
  | 'one_coupon'
  | 'nothing_left'

export interface RejectedDiscount {
  source: 'promotion' | 'coupon'
  id: number | null
  label: string
  code: RejectionCode
  /** Why, in Portuguese, for the panel and the checkout. */
  reason: string
}

export interface PricingResult {
  lines: PricedLine[]
  applied: AppliedDiscount[]
  rejected: RejectedDiscount[]
  subtotalCents: number
  discountCents: number
  shippingCents: number
  shippingDiscountCents: number
  totalCents: number
}

const WHOLE = 10_000

/** a × bps / 10000 in centavos, half down (…,5 goes down), for non-negative a and bps. */
export function percentOf(cents: number, basisPoints: number): number {
  const product = cents * basisPoints
  const whole = Math.floor(product / WHOLE)
  return product - whole * WHOLE > WHOLE / 2 ? whole + 1 : whole
}

/** Half-down share of `amount` in proportion `part / whole` (whole > 0). */
function shareOf(amount: number, part: number, whole: number): number {
  const product = amount * part
  const q = Math.floor(product / whole)
  return (product - q * whole) * 2 > whole ? q + 1 : q
}

const byNumber = (a: number, b: number) => a - b
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

function compareLines(a: PricingLineInput, b: PricingLineInput): number {
  return (
    a.productId - b.productId ||
    a.unitPriceCents - b.unitPriceCents ||
    a.quantity - b.quantity ||
    compareText([...a.categoryIds].sort(byNumber).join(), [...b.categoryIds].sort(byNumber).join())
  )
}

const percentLike = (kind: string) => (kind === 'fixed' ? 1 : kind === 'free_shipping' ? 2 : 0)

function comparePromotions(a: PromotionRule, b: PromotionRule): number {
  return b.priority - a.priority || percentLike(a.kind) - percentLike(b.kind) || a.id - b.id
}

const foldCode = (code: string) => code.trim().toUpperCase()

function compareCoupons(a: CouponRule, b: CouponRule): number {
  return (
    percentLike(a.kind) - percentLike(b.kind) ||
    compareText(foldCode(a.code), foldCode(b.code)) ||
    a.id - b.id
  )
}

function inScope(scope: PricingScope, line: PricingLineInput): boolean {
  if (scope.excludedProductIds.includes(line.productId)) return false
  if (line.categoryIds.some((id) => scope.excludedCategoryIds.includes(id))) return false
  if (scope.productIds.length === 0 && scope.categoryIds.length === 0) return true
  return (
    scope.productIds.includes(line.productId) ||
    line.categoryIds.some((id) => scope.categoryIds.includes(id))
  )
}

const dateText = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-')
  return `${d}/${m}/${y}`
}

type Schedule = { startsAt: string | null; endsAt: string | null; active: boolean }

function scheduleProblem(
  rule: Schedule,
  now: number,
  what: 'Cupom' | 'Promoção',
): Pick<RejectedDiscount, 'code' | 'reason'> | undefined {
  const feminine = what === 'Promoção'
  if (!rule.active)
    return { code: 'inactive', reason: `${what} ${feminine ? 'desativada' : 'desativado'}` }
  if (rule.startsAt !== null && Date.parse(rule.startsAt) > now)
    return {
      code: 'not_started',
      reason: `${what} válid${feminine ? 'a' : 'o'} a partir de ${dateText(rule.startsAt)}`,
    }
  if (rule.endsAt !== null && Date.parse(rule.endsAt) <= now)
    return { code: 'expired', reason: feminine ? 'Promoção encerrada' : 'Cupom expirado' }
  return undefined
}

interface WorkLine extends PricingLineInput {
  subtotalCents: number
  leftCents: number
  promotions: number
  lockedByPromotion: boolean
}

/** Takes `cents` off a line, never more than what is left of it; answers what was taken. */
function take(line: WorkLine, cents: number): number {
  const taken = Math.max(0, Math.min(cents, line.leftCents))
  line.leftCents -= taken
  return taken
}

/**
 * Spreads an order amount over lines in proportion to what is left of each (half down), the
 * leftover to the last line with room, then to the others from the end.
 */
function spread(lines: WorkLine[], amount: number): number[] {
  const left = lines.reduce((sum, line) => sum + line.leftCents, 0)
  const target = Math.min(amount, left)
  if (target <= 0) return lines.map(() => 0)
  const shares = lines.map((line) =>
    Math.min(line.leftCents, shareOf(target, line.leftCents, left)),
  )
  let rest = target - shares.reduce((sum, share) => sum + share, 0)
  for (let i = lines.length - 1; i >= 0 && rest !== 0; i--) {
    const room = lines[i]!.leftCents - shares[i]!
    const step = rest > 0 ? Math.min(rest, room) : Math.max(rest, -shares[i]!)
    shares[i]! += step
    rest -= step
  }
  return shares.map((share, i) => take(lines[i]!, share))
}

function couponProblem(
  coupon: CouponRule,
  input: PricingInput,
  now: number,
  subtotal: number,
): Pick<RejectedDiscount, 'code' | 'reason'> | undefined {
  const scheduled = scheduleProblem(coupon, now, 'Cupom')
  if (scheduled) return scheduled
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses)
    return { code: 'usage_limit', reason: 'Limite de usos atingido' }
  const key = input.customer.key?.trim().toLowerCase() || null
  const restricted = coupon.customerKeys.length > 0 || coupon.maxUsesPerCustomer !== null
  if (key === null && restricted)
    return { code: 'customer_required', reason: 'Identifique o cliente para usar este cupom' }
  if (
    key !== null &&
    (coupon.excludedCustomerKeys.some((k) => k.toLowerCase() === key) ||
      (coupon.customerKeys.length > 0 && !coupon.customerKeys.some((k) => k.toLowerCase() === key)))
  )
    return { code: 'customer_not_allowed', reason: 'Cupom não disponível para este cliente' }
  if (coupon.maxUsesPerCustomer !== null && coupon.customerUses >= coupon.maxUsesPerCustomer)
    return { code: 'customer_limit', reason: 'Limite de usos por cliente atingido' }
  if (coupon.firstPurchaseOnly && !input.customer.firstPurchase)
    return { code: 'first_purchase_only', reason: 'Cupom válido só na primeira compra' }
  if (coupon.minSubtotalCents !== null && subtotal < coupon.minSubtotalCents)
    return {
      code: 'minimum_subtotal',
      reason: `Pedido mínimo de ${formatMoney(coupon.minSubtotalCents)} não atingido`,
    }
  return undefined
}

/** Prices a cart: see the stacking rules at the top of this file. */
export function priceCart(input: PricingInput): PricingResult {
  const now = Date.parse(input.now)
  const lines: WorkLine[] = [...input.lines].sort(compareLines).map((line) => {
    const subtotalCents = Math.max(0, line.unitPriceCents) * Math.max(0, line.quantity)
    return {
      ...line,
      categoryIds: [...line.categoryIds].sort(byNumber),
      subtotalCents,
      leftCents: subtotalCents,
      promotions: 0,
      lockedByPromotion: false,
    }
  })
  const subtotalCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0)
  const shippingCents = Math.max(0, input.shippingCents)
  const applied: AppliedDiscount[] = []
  const rejected: RejectedDiscount[] = []
  const record = (
    source: AppliedDiscount['source'],
    rule: { id: number; kind: AppliedDiscount['kind'] },
    label: string,
    taken: { line: WorkLine; cents: number }[],
    shippingDiscountCents = 0,
  ) => {
    const parts = taken
      .filter((part) => part.cents > 0)
      .map((part) => ({ productId: part.line.productId, amountCents: part.cents }))
    applied.push({
      source,
      id: rule.id,
      label,
      kind: rule.kind,
      amountCents: parts.reduce((sum, part) => sum + part.amountCents, 0),
      shippingDiscountCents,
      lines: parts,
    })
  }

  // Promotions
  for (const promotion of [...input.promotions].sort(comparePromotions)) {
    const reject = (problem: Pick<RejectedDiscount, 'code' | 'reason'>) =>
      rejected.push({ source: 'promotion', id: promotion.id, label: promotion.name, ...problem })
    const scheduled = scheduleProblem(promotion, now, 'Promoção')
    if (scheduled) {
      reject(scheduled)
      continue
    }
    const inCart = lines.filter((line) => line.quantity > 0 && inScope(promotion, line))
    if (inCart.length === 0) {
      reject({ code: 'no_eligible_items', reason: 'Nenhum produto do carrinho participa' })
      continue
    }
    const eligible = inCart.filter(
      (line) => !line.lockedByPromotion && (promotion.cumulative || line.promotions === 0),
    )
    if (eligible.length === 0) {
      reject({
        code: 'not_cumulative',
        reason: 'Os produtos já têm uma promoção que não se acumula',
      })
      continue
    }
    let taken: { line: WorkLine; cents: number }[]
    if (promotion.kind === 'percent') {
      taken = eligible.map((line) => ({
        line,
        cents: take(line, percentOf(line.leftCents, promotion.value)),
      }))
    } else if (promotion.kind === 'fixed') {
      taken = eligible.map((line) => ({
        line,
        cents: take(line, Math.max(0, promotion.value) * line.quantity),
      }))
    } else if (promotion.kind === 'buy_x_get_y') {
      const group = promotion.buyQuantity + promotion.getQuantity
      const qualifying = eligible.filter((line) => group > 0 && line.quantity >= group)
      if (qualifying.length === 0) {
        reject({
          code: 'minimum_quantity',
          reason: `Leve ${group}, pague ${promotion.buyQuantity}: são precisos ${group} itens do mesmo produto`,
        })
        continue
      }
      taken = qualifying.map((line) => ({
        line,
        cents: take(
          line,
          Math.floor(line.quantity / group) * promotion.getQuantity * line.unitPriceCents,
        ),
      }))
    } else {
      const units = eligible.reduce((sum, line) => sum + line.quantity, 0)
      const tier = [...promotion.tiers]
        .sort((a, b) => b.minQuantity - a.minQuantity || b.basisPoints - a.basisPoints)
        .find((candidate) => candidate.minQuantity <= units)
      if (!tier) {
        const least = Math.min(...promotion.tiers.map((candidate) => candidate.minQuantity))
        reject({
          code: 'minimum_quantity',
          reason: Number.isFinite(least)
            ? `Quantidade mínima de ${least} itens não atingida`
            : 'Promoção sem faixas de desconto',
        })
        continue
      }
      taken = eligible.map((line) => ({
        line,
        cents: take(line, percentOf(line.leftCents, tier.basisPoints)),
      }))
    }
    for (const part of taken) {
      part.line.promotions += 1
      if (!promotion.cumulative) part.line.lockedByPromotion = true
    }
    record('promotion', promotion, promotion.name, taken)
  }

  // Coupons: each code once (any case); the codes without a coupon are not found.
  const codes = [...new Set(input.couponCodes.map(foldCode).filter(Boolean))].sort(compareText)
  const byCode = new Map<string, CouponRule>()
  for (const coupon of [...input.coupons].sort((a, b) => a.id - b.id))
    if (!byCode.has(foldCode(coupon.code))) byCode.set(foldCode(coupon.code), coupon)
  for (const code of codes)
    if (!byCode.has(code))
      rejected.push({
        source: 'coupon',
        id: null,
        label: code,
        code: 'not_found',
        reason: 'Cupom não encontrado',
      })
  const entered = codes.flatMap((code) => byCode.get(code) ?? []).sort(compareCoupons)
  let shippingDiscountCents = 0
  let couponsApplied: CouponRule[] = []
  for (const coupon of entered) {
    const reject = (problem: Pick<RejectedDiscount, 'code' | 'reason'>) =>
      rejected.push({ source: 'coupon', id: coupon.id, label: coupon.code, ...problem })
    const problem = couponProblem(coupon, input, now, subtotalCents)
    if (problem) {
      reject(problem)
      continue
    }
    if (
      couponsApplied.length > 0 &&
      (!coupon.cumulative || couponsApplied.some((c) => !c.cumulative))
    ) {
      reject({
        code: 'one_coupon',
        reason: 'Só um cupom por pedido: este não se acumula com o outro',
      })
      continue
    }
    if (coupon.kind === 'free_shipping') {
      const cents = shippingCents - shippingDiscountCents
      shippingDiscountCents += cents
      couponsApplied = [...couponsApplied, coupon]
      record('coupon', coupon, coupon.code, [], cents)
      continue
    }
    const eligible = lines.filter((line) => line.quantity > 0 && inScope(coupon, line))
    if (eligible.length === 0) {
      reject({ code: 'no_eligible_items', reason: 'Nenhum produto do carrinho participa do cupom' })
      continue
    }
    if (eligible.every((line) => line.leftCents === 0)) {
      reject({
        code: 'nothing_left',
        reason: 'Os produtos do cupom já estão sem valor a descontar',
      })
      continue
    }
    const taken =
      coupon.kind === 'percent'
        ? eligible.map((line) => ({
            line,
            cents: take(line, percentOf(line.leftCents, coupon.value)),
          }))
        : spread(eligible, Math.max(0, coupon.value)).map((cents, i) => ({
            line: eligible[i]!,
            cents,
          }))
    couponsApplied = [...couponsApplied, coupon]
    record('coupon', coupon, coupon.code, taken)
  }

  const priced = lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    subtotalCents: line.subtotalCents,
    discountCents: line.subtotalCents - line.leftCents,
    totalCents: line.leftCents,
  }))
  const discountCents = priced.reduce((sum, line) => sum + line.discountCents, 0)
  return {
    lines: priced,
    applied,
    rejected,
    subtotalCents,
    discountCents,
    shippingCents,
    shippingDiscountCents,
    totalCents: subtotalCents - discountCents + shippingCents - shippingDiscountCents,
  }
}
