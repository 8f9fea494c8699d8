import type { SupplierCategory, SupplierFilters } from '@vitrine/api'
import { Field, Select } from '@vitrine/ui'
import { SearchFilterBar } from '../../shared/SearchFilterBar.tsx'
import { CATEGORY_OPTIONS } from './supplier-labels.ts'

/** The select value for "no filter" (the Select's empty value is its unpickable placeholder). */
const ALL = 'all'

const SHOWN_OPTIONS = [
  { value: 'active', label: 'Ativos' },
  { value: 'archived', label: 'Arquivados' },
]

export interface SuppliersToolbarProps {
  search: string
  onSearchChange: (search: string) => void
  filters: SupplierFilters
  onFiltersChange: (filters: SupplierFilters) => void
  /** A narrow screen: the filters fold away behind a "Filtros" button (the search stays). */
  narrow: boolean
}

/** The search box (name or document), the category, and the active or the archived ones. */
export function SuppliersToolbar({
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  narrow,
}: SuppliersToolbarProps) {
  return (
    <SearchFilterBar
      label="Buscar e filtrar fornecedores"
      search={search}
      onSearchChange={onSearchChange}
      placeholder="Nome, CPF ou CNPJ"
      inForce={(filters.category ? 1 : 0) + (filters.archived ? 1 : 0)}
      narrow={narrow}
      className="grid items-end gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      foldClassName="grid gap-3"
    >
      <Field label="Categoria">
        <Select
          options={[{ value: ALL, label: 'Todas' }, ...CATEGORY_OPTIONS]}
          value={filters.category ?? ALL}
          onValueChange={(value) =>
            onFiltersChange({
              ...filters,
              category: value === ALL ? undefined : (value as SupplierCategory),
            })
          }
        />
      </Field>
      <Field label="Mostrar">
        <Select
          options={SHOWN_OPTIONS}
          value={filters.archived === 'true' ? 'archived' : 'active'}
          onValueChange={(value) =>
            onFiltersChange({ ...filters, archived: value === 'archived' ? 'true' : undefined })
          }
        />
      </Field>
    </SearchFilterBar>
  )
}
