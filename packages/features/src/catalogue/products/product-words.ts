import { formatMoney, type CatalogueProduct } from '@vitrine/api'

/** "12 em estoque", "Sem estoque". */
export function stockText({ stock }: Pick<CatalogueProduct, 'stock'>): string {
  if (!stock.has || stock.quantity <= 0) return 'Sem estoque'
  return `${stock.quantity.toLocaleString('pt-BR')} em estoque`
}

/** "3 vendidos", "1 vendido", "Nenhum vendido". */
export function soldText(sold: number): string {
  if (sold === 0) return 'Nenhum vendido'
  return sold === 1 ? '1 vendido' : `${sold.toLocaleString('pt-BR')} vendidos`
}

/** The price people pay now and, when on sale, the price it replaces. */
export function priceTexts({ prices }: Pick<CatalogueProduct, 'prices'>): {
  now: string
  before: string | null
} {
  if (prices.sales_price !== null && prices.sales_price < prices.price) {
    return { now: formatMoney(prices.sales_price), before: formatMoney(prices.price) }
  }
  return { now: formatMoney(prices.price), before: null }
}
