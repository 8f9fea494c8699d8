import { formatMoney, type Promotion, type PromotionKind } from '@vitrine/api'
import { percentText } from '../shared/discount-words.ts'

export const promotionKindWords: Record<PromotionKind, string> = {
  percent: 'Percentual',
  fixed: 'Valor fixo por unidade',
  buy_x_get_y: 'Leve X, ganhe Y',
  progressive: 'Progressivo por quantidade',
}

/** What the customer gets, in the list's words: "10 %", "Leve 3, pague 2", … */
export function promotionValueText(promotion: Promotion): string {
  switch (promotion.kind) {
    case 'percent':
      return percentText(promotion.value)
    case 'fixed':
      return `${formatMoney(promotion.value)} por unidade`
    case 'buy_x_get_y':
      return `Leve ${promotion.buy_quantity + promotion.get_quantity}, pague ${promotion.buy_quantity}`
    case 'progressive':
      return promotion.tiers
        .map((tier) => `${percentText(tier.basis_points)} de ${tier.min_quantity} un.`)
        .join(', ')
  }
}
