import {
  BOOLEAN_LABELS,
  CATEGORY_ATTRIBUTE_KINDS,
  CONDITION_OPERATOR_LABELS,
  ORDER_DIRECTION_LABELS,
  PRODUCT_ATTRIBUTE_KINDS,
  type CategoryFilterAttribute,
  type FilterValueKind,
  type ProductFilterAttribute,
} from '@vitrine/api'

/*
 * The filter attributes of a catalogue element (section 3) as a merchant reads them. The
 * contract names them as paths (`prices.sales_price`); the conditions editor, the element's
 * summary and the preview's caption say them in Portuguese.
 */

export const PRODUCT_ATTRIBUTE_LABELS: Record<ProductFilterAttribute, string> = {
  id: 'Código do produto',
  name: 'Nome',
  urls: 'Endereço (URL)',
  sold: 'Quantidade vendida',
  description: 'Descrição',
  visible: 'Visível na loja',
  'categories.id': 'Categoria',
  'categories.name': 'Nome da categoria',
  'stock.has': 'Tem estoque',
  'stock.quantity': 'Quantidade em estoque',
  'prices.price': 'Preço',
  'prices.sales_price': 'Preço promocional',
  'clusters.id': 'Cluster',
}

export const CATEGORY_ATTRIBUTE_LABELS: Record<CategoryFilterAttribute, string> = {
  id: 'Código da categoria',
  name: 'Nome',
  urls: 'Endereço (URL)',
  level: 'Nível na árvore',
  in_menu: 'Aparece no menu',
  parent_id: 'Categoria mãe (código)',
  position: 'Posição',
}

/** Which catalogue an element filters: its products or its categories. */
export type CatalogueOf = 'products' | 'categories'

export function attributeLabels(of: CatalogueOf): Record<string, string> {
  return of === 'products' ? PRODUCT_ATTRIBUTE_LABELS : CATEGORY_ATTRIBUTE_LABELS
}

export function attributeKind(of: CatalogueOf, attribute: string): FilterValueKind {
  const kinds: Record<string, FilterValueKind> =
    of === 'products' ? PRODUCT_ATTRIBUTE_KINDS : CATEGORY_ATTRIBUTE_KINDS
  return kinds[attribute] ?? 'text'
}

export const operatorLabel = (operator: keyof typeof CONDITION_OPERATOR_LABELS) =>
  CONDITION_OPERATOR_LABELS[operator]
export const directionLabel = (direction: keyof typeof ORDER_DIRECTION_LABELS) =>
  ORDER_DIRECTION_LABELS[direction]
export const booleanLabel = (value: boolean) => BOOLEAN_LABELS[value ? 'true' : 'false']
