import { AREAS, type Area, type ManagerList } from '@vitrine/api'
import { Button, Field, Select } from '@vitrine/ui'
import { FilterX } from 'lucide-react'
import { areaLabels } from '../../shared/access-labels.ts'
import type { AuditFilters } from './use-audit-log.ts'
import { DateRangeFields } from '../../shared/DateRangeFields.tsx'

/** The select value for "no filter" (the Select's empty value is its unpickable placeholder). */
const ALL = 'all'

const areaOptions = [
  { value: ALL, label: 'Todas as áreas' },
  ...AREAS.map((area) => ({ value: area, label: areaLabels[area] })),
]

/** The owner and the managers who have accepted: the people the log can name as actors. */
function personOptions(people: ManagerList | undefined) {
  const active = people?.managers.filter((manager) => manager.status === 'active') ?? []
  return [
    { value: ALL, label: 'Todas as pessoas' },
    ...(people ? [{ value: String(people.owner.id), label: people.owner.name }] : []),
    ...active.map((manager) => ({
      value: String(manager.id),
      label: manager.name ?? manager.email,
    })),
  ]
}

export function hasFilters(filters: AuditFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined)
}

export interface LogFiltersProps {
  filters: AuditFilters
  onChange: (filters: AuditFilters) => void
  /** Everyone with access, for the person filter; undefined while it loads (or if it failed). */
  people: ManagerList | undefined
}

export function LogFilters({ filters, onChange, people }: LogFiltersProps) {
  const set = (patch: Partial<AuditFilters>) => {
    const next = { ...filters, ...patch }
    // Absent, not undefined: the filters are part of the list's cache key.
    for (const key of Object.keys(next) as (keyof AuditFilters)[]) {
      if (next[key] === undefined) delete next[key]
    }
    onChange(next)
  }
  return (
    <div
      role="search"
      aria-label="Filtros do registro"
      className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto]"
    >
      <Field label="Área">
        <Select
          options={areaOptions}
          value={filters.area ?? ALL}
          onValueChange={(value) => set({ area: value === ALL ? undefined : (value as Area) })}
        />
      </Field>
      <Field label="Pessoa">
        <Select
          options={personOptions(people)}
          value={filters.user_id === undefined ? ALL : String(filters.user_id)}
          onValueChange={(value) => set({ user_id: value === ALL ? undefined : Number(value) })}
        />
      </Field>
      <DateRangeFields from={filters.from} to={filters.to} onChange={set} />
      <Button
        variant="ghost"
        disabled={!hasFilters(filters)}
        onClick={() => onChange({})}
        className="self-end"
      >
        <FilterX aria-hidden />
        Limpar filtros
      </Button>
    </div>
  )
}
