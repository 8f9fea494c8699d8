import type { CatalogSort, ImageRatio, OutOfStockBehaviour } from '@vitrine/api'

export const SORT_LABELS: Record<CatalogSort, string> = {
  relevance: 'Relevância',
  newest: 'Mais recentes',
  price_asc: 'Menor preço',
  price_desc: 'Maior preço',
  best_sellers: 'Mais vendidos',
  name: 'Nome (A–Z)',
}

export const OUT_OF_STOCK_LABELS: Record<
  OutOfStockBehaviour,
  { label: string; description: string }
> = {
  show: {
    label: 'Mostrar normalmente',
    description: 'Ficam na ordem escolhida, com o aviso "Esgotado".',
  },
  last: { label: 'Mostrar no fim', description: 'Aparecem depois de todos os que têm estoque.' },
  hide: {
    label: 'Esconder',
    description: 'Não aparecem nas listas; a página do produto continua no ar.',
  },
}

export const RATIO_LABELS: Record<ImageRatio, string> = {
  '1:1': 'Quadrada (1:1)',
  '3:4': 'Retrato (3:4)',
  '2:3': 'Retrato alongado (2:3)',
  '4:3': 'Paisagem (4:3)',
  '16:9': 'Panorâmica (16:9)',
}
