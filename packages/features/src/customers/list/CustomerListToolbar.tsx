import type { CustomerFilters, CustomerSort, CustomerTag } from '@vitrine/api'
import { Field, Input, Select } from '@vitrine/ui'
import { SearchFilterBar } from '../../shared/SearchFilterBar.tsx'
import { cleanFilters, filterChips } from './filters.ts'
import { SORT_OPTIONS } from './sort-options.ts'

/** The select value for "no filter" (the Select's empty value is its unpickable placeholder). */
const ALL = 'all'

const purchaseOptions = [
  { value: ALL, label: 'Todos' },
  { value: 'true', label: 'Com compras' },
  { value: 'false', label: 'Sem compras' },
]

function tagOptions(tags: CustomerTag[] | undefined, current: string | undefined) {
  const names = tags?.map((item) => item.tag) ?? []
  // The chosen tag stays pickable even before the store's tags arrive.
  if (current && !names.includes(current)) names.unshift(current)
  return [{ value: ALL, label: 'Todas' }, ...names.map((name) => ({ value: name, label: name }))]
}

export interface CustomerListToolbarProps {
  search: string
  onSearchChange: (search: string) => void
  filters: CustomerFilters
  onFiltersChange: (filters: CustomerFilters) => void
  /** The store's tags, for the tag filter; undefined while they load (or if that failed). */
  tags: CustomerTag[] | undefined
  sort: CustomerSort
  onSortChange: (sort: CustomerSort) => void
  /**
   * A narrow screen: the filters fold away behind a "Filtros" button (the search stays), and
   * the order is picked from a list, since the cards have no column headers.
   */
  narrow: boolean
}

/** The search box and the filters: tag, whether they bought, when they were registered. */
export function CustomerListToolbar({
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  tags,
  sort,
  onSortChange,
  narrow,
}: CustomerListToolbarProps) {
  const set = (patch: Partial<CustomerFilters>) =>
    onFiltersChange(cleanFilters({ ...filters, ...patch }))

  return (
    <SearchFilterBar
      label="Buscar e filtrar clientes"
      search={search}
      onSearchChange={onSearchChange}
      placeholder="Nome, e-mail, CPF/CNPJ ou telefone"
      inForce={filterChips(filters).length}
      narrow={narrow}
      className="grid items-end gap-3 max-lg:grid-cols-2 lg:grid-cols-[minmax(16rem,1fr)_10rem_10rem_9.5rem_9.5rem] max-lg:[&>:first-child]:col-span-2"
      foldClassName="grid gap-3"
      foldedOnly={
        <Field label="Ordenar por">
          <Select
            options={SORT_OPTIONS}
            value={sort}
            onValueChange={(value) => onSortChange(value as CustomerSort)}
          />
        </Field>
      }
    >
      <Field label="Etiqueta">
        <Select
          options={tagOptions(tags, filters.tag)}
          value={filters.tag ?? ALL}
          onValueChange={(value) => set({ tag: value === ALL ? undefined : value })}
        />
      </Field>
      <Field label="Compras">
        <Select
          options={purchaseOptions}
          value={filters.has_purchases === undefined ? ALL : String(filters.has_purchases)}
          onValueChange={(value) =>
            set({ has_purchases: value === ALL ? undefined : value === 'true' })
          }
        />
      </Field>
      <Field label="Cadastro desde">
        <Input
          type="date"
          value={filters.created_from ?? ''}
          max={filters.created_to}
          onChange={(event) => set({ created_from: event.target.value || undefined })}
        />
      </Field>
      <Field label="Cadastro até">
        <Input
          type="date"
          value={filters.created_to ?? ''}
          min={filters.created_from}
          onChange={(event) => set({ created_to: event.target.value || undefined })}
        />
      </Field>
    </SearchFilterBar>
  )
}
