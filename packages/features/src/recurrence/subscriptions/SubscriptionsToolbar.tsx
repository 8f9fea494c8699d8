import {
  SUBSCRIPTION_STATUSES,
  type Plan,
  type SubscriptionFilters,
  type SubscriptionStatus,
} from '@vitrine/api'
import { Field, Select } from '@vitrine/ui'
import { SearchFilterBar } from '../../shared/SearchFilterBar.tsx'
import { subscriptionStatusText } from '../shared/subscription-words.ts'

/** The select value for "no filter" (the Select's empty value is its unpickable placeholder). */
const ALL = 'all'

const STATUS_OPTIONS = SUBSCRIPTION_STATUSES.map((status) => ({
  value: status,
  label: subscriptionStatusText(status),
}))

export interface SubscriptionsToolbarProps {
  search: string
  onSearchChange: (search: string) => void
  filters: SubscriptionFilters
  onFiltersChange: (filters: SubscriptionFilters) => void
  /** The store's plans (undefined while they load). */
  plans: readonly Pick<Plan, 'id' | 'name'>[] | undefined
  /** A narrow screen: the filters fold away behind a "Filtros" button (the search stays). */
  narrow: boolean
}

/** The search box (the customer's name or e-mail, or the subscription's id), status and plan. */
export function SubscriptionsToolbar({
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  plans,
  narrow,
}: SubscriptionsToolbarProps) {
  return (
    <SearchFilterBar
      label="Buscar e filtrar assinaturas"
      search={search}
      onSearchChange={onSearchChange}
      placeholder="Nome, e-mail ou código da assinatura"
      inForce={(filters.status ? 1 : 0) + (filters.plan_id ? 1 : 0)}
      narrow={narrow}
      className="grid items-end gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      foldClassName="grid gap-3"
    >
      <Field label="Status">
        <Select
          options={[{ value: ALL, label: 'Todos' }, ...STATUS_OPTIONS]}
          value={filters.status ?? ALL}
          onValueChange={(value) =>
            onFiltersChange({
              ...filters,
              status: value === ALL ? undefined : (value as SubscriptionStatus),
            })
          }
        />
      </Field>
      <Field label="Plano">
        <Select
          options={[
            { value: ALL, label: 'Todos' },
            ...(plans ?? []).map((plan) => ({ value: String(plan.id), label: plan.name })),
          ]}
          value={filters.plan_id ? String(filters.plan_id) : ALL}
          onValueChange={(value) =>
            onFiltersChange({ ...filters, plan_id: value === ALL ? undefined : Number(value) })
          }
        />
      </Field>
    </SearchFilterBar>
  )
}
