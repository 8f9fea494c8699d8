import type { ProductFilters } from '@vitrine/api'
import { Field, Select } from '@vitrine/ui'
import { SearchFilterBar } from '../../shared/SearchFilterBar.tsx'

const SHOWN_OPTIONS = [
  { value: 'in-use', label: 'Em uso' },
  { value: 'archived', label: 'Arquivados' },
]

export interface ProductsToolbarProps {
  search: string
  onSearchChange: (search: string) => void
  filters: ProductFilters
  onFiltersChange: (filters: ProductFilters) => void
  /** A narrow screen: the filter folds away behind a "Filtros" button (the search stays). */
  narrow: boolean
}

/** The search box (name or SKU) and the products in use or the archived ones. */
export function ProductsToolbar({
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  narrow,
}: ProductsToolbarProps) {
  return (
    <SearchFilterBar
      label="Buscar e filtrar produtos"
      search={search}
      onSearchChange={onSearchChange}
      placeholder="Nome ou SKU"
      inForce={filters.archived === '1' ? 1 : 0}
      narrow={narrow}
      className="grid items-end gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      foldClassName="grid gap-3"
    >
      <Field label="Mostrar">
        <Select
          options={SHOWN_OPTIONS}
          value={filters.archived === '1' ? 'archived' : 'in-use'}
          onValueChange={(value) =>
            onFiltersChange({ ...filters, archived: value === 'archived' ? '1' : undefined })
          }
        />
      </Field>
    </SearchFilterBar>
  )
}
