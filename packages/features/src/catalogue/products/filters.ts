import type { CatalogueProductFilters, Category } from '@vitrine/api'
import type { FilterChipSpec } from '../../shared/FilterChips.tsx'

/** The filters without blank entries: they are part of the list's cache key and of the call. */
export function cleanFilters(filters: CatalogueProductFilters): CatalogueProductFilters {
  const clean: CatalogueProductFilters = {}
  if (filters.q) clean.q = filters.q
  if (filters.category_id) clean.category_id = filters.category_id
  if (filters.visible === '0' || filters.visible === '1') clean.visible = filters.visible
  if (filters.in_stock === '0' || filters.in_stock === '1') clean.in_stock = filters.in_stock
  return clean
}

/** Whether anything narrows the list (the empty list is then "no results", not "no products"). */
export const isNarrowed = (filters: CatalogueProductFilters) =>
  Object.keys(cleanFilters(filters)).length > 0

/** How many filters (not the search) are in force: the folded bar's "Filtros (2)". */
export const filtersInForce = ({ q: _q, ...filters }: CatalogueProductFilters) =>
  Object.keys(cleanFilters(filters)).length

/** One chip per filter in force (the search shows in its own box and is not repeated). */
export function filterChips(
  filters: CatalogueProductFilters,
  categoryName: (id: number) => string | undefined,
): FilterChipSpec<CatalogueProductFilters>[] {
  const chips: FilterChipSpec<CatalogueProductFilters>[] = []
  if (filters.category_id) {
    chips.push({
      id: 'category',
      label: 'Categoria',
      value: categoryName(filters.category_id) ?? `nº ${filters.category_id}`,
      without: ({ category_id: _category, ...rest }) => cleanFilters(rest),
    })
  }
  if (filters.visible) {
    chips.push({
      id: 'visible',
      label: filters.visible === '1' ? 'Visíveis na loja' : 'Ocultos da loja',
      without: ({ visible: _visible, ...rest }) => cleanFilters(rest),
    })
  }
  if (filters.in_stock) {
    chips.push({
      id: 'in-stock',
      label: filters.in_stock === '1' ? 'Com estoque' : 'Sem estoque',
      without: ({ in_stock: _inStock, ...rest }) => cleanFilters(rest),
    })
  }
  return chips
}

/** The category filter's choices: every category, its path in the name ("Roupas › Camisetas"). */
export function categoryOptions(categories: readonly Category[], path: (id: number) => string) {
  return [
    { value: 'all', label: 'Todas' },
    ...categories.map((category) => ({ value: String(category.id), label: path(category.id) })),
  ]
}
