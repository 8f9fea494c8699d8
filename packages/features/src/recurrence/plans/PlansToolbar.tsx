import type { PlanFilters, PlanState } from '@vitrine/api'
import { Field, Select } from '@vitrine/ui'
import { SearchFilterBar } from '../../shared/SearchFilterBar.tsx'
import { PLAN_STATE_OPTIONS } from './filters.ts'

/** The select value for "no filter" (the Select's empty value is its unpickable placeholder). */
const ALL = 'all'

export interface PlansToolbarProps {
  search: string
  onSearchChange: (search: string) => void
  filters: PlanFilters
  onFiltersChange: (filters: PlanFilters) => void
  /** A narrow screen: the filter folds away behind a "Filtros" button (the search stays). */
  narrow: boolean
}

/** The search box (the plan's name) and its state: active, switched off or archived. */
export function PlansToolbar({
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  narrow,
}: PlansToolbarProps) {
  return (
    <SearchFilterBar
      label="Buscar e filtrar planos"
      search={search}
      onSearchChange={onSearchChange}
      placeholder="Nome do plano"
      inForce={filters.state ? 1 : 0}
      narrow={narrow}
      className="grid items-end gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      foldClassName="grid gap-3"
    >
      <Field label="Situação">
        <Select
          options={[{ value: ALL, label: 'Ativos e desativados' }, ...PLAN_STATE_OPTIONS]}
          value={filters.state ?? ALL}
          onValueChange={(value) =>
            onFiltersChange({
              ...filters,
              state: value === ALL ? undefined : (value as PlanState),
            })
          }
        />
      </Field>
    </SearchFilterBar>
  )
}
