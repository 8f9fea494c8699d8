import { useId } from 'react'
import { SELLER_STATUSES, type SellerFilters, type SellerStatus } from '@vitrine/api'
import { ToggleGroup, ToggleGroupItem } from '@vitrine/ui'
import { SearchFilterBar } from '../../shared/SearchFilterBar.tsx'
import { sellerStatusLabels } from './seller-labels.ts'

const ALL = 'all'

export interface SellersToolbarProps {
  search: string
  onSearchChange: (search: string) => void
  filters: SellerFilters
  onStatusChange: (status: SellerStatus | undefined) => void
  narrow: boolean
}

/** The search box (name or the start of a CPF/CNPJ) and the status chips. */
export function SellersToolbar({
  search,
  onSearchChange,
  filters,
  onStatusChange,
  narrow,
}: SellersToolbarProps) {
  const labelId = useId()
  return (
    <SearchFilterBar
      label="Buscar e filtrar vendedores"
      search={search}
      onSearchChange={onSearchChange}
      placeholder="Nome ou CPF/CNPJ"
      inForce={filters.status ? 1 : 0}
      narrow={narrow}
      className="flex flex-wrap items-end gap-3"
      foldClassName="flex flex-col gap-1.5"
    >
      <div className="flex flex-col gap-1.5">
        <span id={labelId} className="font-medium">
          Situação
        </span>
        <ToggleGroup
          aria-labelledby={labelId}
          value={filters.status ?? ALL}
          onValueChange={(value) =>
            onStatusChange(value === ALL ? undefined : (value as SellerStatus))
          }
          className="max-w-full flex-wrap"
        >
          <ToggleGroupItem value={ALL}>Todos</ToggleGroupItem>
          {SELLER_STATUSES.map((status) => (
            <ToggleGroupItem key={status} value={status}>
              {sellerStatusLabels[status]}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </div>
    </SearchFilterBar>
  )
}
