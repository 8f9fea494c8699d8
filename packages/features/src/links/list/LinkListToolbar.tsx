import { useId } from 'react'
import { LINK_STATUSES, type LinkFilters, type LinkStatus } from '@vitrine/api'
import { ToggleGroup, ToggleGroupItem } from '@vitrine/ui'
import { SearchFilterBar } from '../../shared/SearchFilterBar.tsx'
import { LINK_STATUS_FILTER_LABELS } from '../shared/link-labels.ts'

/** The chip for "no status filter". */
const ALL = 'all'

export interface LinkListToolbarProps {
  search: string
  onSearchChange: (search: string) => void
  filters: LinkFilters
  onFiltersChange: (filters: LinkFilters) => void
  /** A narrow screen: the status chips fold away behind a "Filtros" button (the search stays). */
  narrow: boolean
}

/** The search box (title or address) and the status chips: all, active, expired, sold out, inactive. */
export function LinkListToolbar({
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  narrow,
}: LinkListToolbarProps) {
  const labelId = useId()
  return (
    <SearchFilterBar
      label="Buscar e filtrar links"
      search={search}
      onSearchChange={onSearchChange}
      placeholder="Título ou endereço do link"
      inForce={filters.status ? 1 : 0}
      narrow={narrow}
      className="flex flex-wrap items-end gap-3"
      foldClassName="flex flex-col gap-1.5"
    >
      <div className="flex flex-col gap-1.5">
        <span id={labelId} className="font-medium">
          Status
        </span>
        <ToggleGroup
          aria-labelledby={labelId}
          value={filters.status ?? ALL}
          onValueChange={(value) =>
            onFiltersChange({
              ...filters,
              status: value === ALL ? undefined : (value as LinkStatus),
            })
          }
          className="max-w-full flex-wrap"
        >
          <ToggleGroupItem value={ALL}>Todos</ToggleGroupItem>
          {LINK_STATUSES.map((status) => (
            <ToggleGroupItem key={status} value={status}>
              {LINK_STATUS_FILTER_LABELS[status]}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </div>
    </SearchFilterBar>
  )
}
