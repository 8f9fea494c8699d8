import * as v from 'valibot'

/*
 * What a catalogue element of the CMS filters and orders by (specification section 3). The
 * catalogue (indexer service) answers these conditions; the CMS stores them on its elements.
 * One file for both, so the element form, the server's query and the fixtures name the same
 * attributes. Nested attributes are written as paths: `stock.has`, `prices.sales_price`.
 */

/**
 * Product filter attributes: id, name, urls, sold, description, visible, categories (id, name),
 * stock (has, quantity), prices (price, sales_price), and `clusters.id` (issue 17: in that product
 * cluster — a manual cluster's list or an automatic one's rules; ordering by it follows a manual
 * cluster's order).
 */
export const PRODUCT_FILTER_ATTRIBUTES = [
  'id',
  'name',
  'urls',
  'sold',
  'description',
  'visible',
  'categories.id',
  'categories.name',
  'stock.has',
  'stock.quantity',
  'prices.price',
  'prices.sales_price',
  'clusters.id',
] as const
export type ProductFilterAttribute = (typeof PRODUCT_FILTER_ATTRIBUTES)[number]

/** Category attributes: id, name, urls, level, in_menu, parent_id, position. */
export const CATEGORY_FILTER_ATTRIBUTES = [
  'id',
  'name',
  'urls',
  'level',
  'in_menu',
  'parent_id',
  'position',
] as const
export type CategoryFilterAttribute = (typeof CATEGORY_FILTER_ATTRIBUTES)[number]

/** The value kind of each attribute: what the form offers (booleans are labelled sim/não) and how the server compares. */
export type FilterValueKind = 'integer' | 'money' | 'text' | 'boolean'

export const PRODUCT_ATTRIBUTE_KINDS: Record<ProductFilterAttribute, FilterValueKind> = {
  id: 'integer',
  name: 'text',
  urls: 'text',
  sold: 'integer',
  description: 'text',
  visible: 'boolean',
  'categories.id': 'integer',
  'categories.name': 'text',
  'stock.has': 'boolean',
  'stock.quantity': 'integer',
  'prices.price': 'money',
  'prices.sales_price': 'money',
  'clusters.id': 'integer',
}

export const CATEGORY_ATTRIBUTE_KINDS: Record<CategoryFilterAttribute, FilterValueKind> = {
  id: 'integer',
  name: 'text',
  urls: 'text',
  level: 'integer',
  in_menu: 'boolean',
  parent_id: 'integer',
  position: 'integer',
}

/** Condition operators (section 3): equal, different, and order. */
export const CONDITION_OPERATORS = ['=', '!=', 'order'] as const
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number]
export const ORDER_DIRECTIONS = ['asc', 'desc'] as const
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number]

/** Labels of the operators and directions, and of boolean values ("Booleans are labelled yes/no"). */
export const CONDITION_OPERATOR_LABELS: Record<ConditionOperator, string> = {
  '=': 'igual a',
  '!=': 'diferente de',
  order: 'ordenar por',
}
export const ORDER_DIRECTION_LABELS: Record<OrderDirection, string> = {
  asc: 'crescente',
  desc: 'decrescente',
}
export const BOOLEAN_LABELS = { true: 'sim', false: 'não' } as const

/** A condition not yet saved has a temporary id `temp-…`, dropped on save (section 3). */
export const TEMPORARY_ID_PREFIX = 'temp-'
export function isTemporaryId(id: unknown): boolean {
  return typeof id === 'string' && id.startsWith(TEMPORARY_ID_PREFIX)
}

/** A filter value on the wire: text, a number (money in centavos), or a boolean as 1/0. */
const FilterValueSchema = v.union([v.string(), v.number(), v.boolean()])

/**
 * One condition of a catalogue element: `=`/`!=` carry a `value`, `order` carries a direction.
 * The id is the saved condition's number, a `temp-` id for one added in the form, or absent.
 */
export function conditionSchema<A extends string>(attributes: readonly [A, ...A[]]) {
  const id = v.optional(v.union([v.pipe(v.number(), v.integer()), v.string()]))
  const attribute = v.picklist(attributes, 'Escolha um atributo da lista.')
  return v.variant('condition', [
    v.object({
      id,
      attribute,
      condition: v.picklist(['=', '!='] as const),
      value: FilterValueSchema,
    }),
    v.object({
      id,
      attribute,
      condition: v.literal('order'),
      order: v.picklist(ORDER_DIRECTIONS, 'Escolha crescente ou decrescente.'),
    }),
  ])
}

export const ProductConditionSchema = conditionSchema(
  PRODUCT_FILTER_ATTRIBUTES as unknown as readonly [
    ProductFilterAttribute,
    ...ProductFilterAttribute[],
  ],
)
export type ProductCondition = v.InferOutput<typeof ProductConditionSchema>
export const CategoryConditionSchema = conditionSchema(
  CATEGORY_FILTER_ATTRIBUTES as unknown as readonly [
    CategoryFilterAttribute,
    ...CategoryFilterAttribute[],
  ],
)
export type CategoryCondition = v.InferOutput<typeof CategoryConditionSchema>
