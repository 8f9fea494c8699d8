import type { CatalogueProductFilters } from '@vitrine/api'
import { Field, Select } from '@vitrine/ui'
import { SearchFilterBar } from '../../shared/SearchFilterBar.tsx'
import { filtersInForce } from './filters.ts'

const VISIBLE_OPTIONS = [
  { value: 'all', label: 'Todos' },
  { value: '1', label: 'Visíveis na loja' },
  { value: '0', label: 'Ocultos da loja' },
]

const STOCK_OPTIONS = [
  { value: 'all', label: 'Todos' },
  { value: '1', label: 'Com estoque' },
  { value: '0', label: 'Sem estoque' },
]

export interface ProductsToolbarProps {
  search: string
  onSearchChange: (search: string) => void
  filters: CatalogueProductFilters
  onFiltersChange: (filters: CatalogueProductFilters) => void
  /** The category filter's choices (value 'all' for every category). */
  categoryOptions: { value: string; label: string }[]
  /** A narrow screen: the filters fold away behind a "Filtros" button (the search stays). */
  narrow: boolean
}

const flag = (value: string) => (value === '0' || value === '1' ? value : undefined)

/** The search box (name, SKU or description) and the filters: category, visibility, stock. */
export function ProductsToolbar({
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  categoryOptions,
  narrow,
}: ProductsToolbarProps) {
  return (
    <SearchFilterBar
      label="Buscar e filtrar produtos"
      search={search}
      onSearchChange={onSearchChange}
      placeholder="Nome, SKU ou descrição"
      inForce={filtersInForce(filters)}
      narrow={narrow}
      className="grid items-end gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
      foldClassName="grid gap-3"
    >
      <Field label="Categoria">
        <Select
          options={categoryOptions}
          value={filters.category_id ? String(filters.category_id) : 'all'}
          onValueChange={(value) =>
            onFiltersChange({
              ...filters,
              category_id: value === 'all' ? undefined : Number(value),
            })
          }
        />
      </Field>
      <Field label="Na loja">
        <Select
          options={VISIBLE_OPTIONS}
          value={filters.visible ?? 'all'}
          onValueChange={(value) => onFiltersChange({ ...filters, visible: flag(value) })}
        />
      </Field>
      <Field label="Estoque">
        <Select
          options={STOCK_OPTIONS}
          value={filters.in_stock ?? 'all'}
          onValueChange={(value) => onFiltersChange({ ...filters, in_stock: flag(value) })}
        />
      </Field>
    </SearchFilterBar>
  )
}
