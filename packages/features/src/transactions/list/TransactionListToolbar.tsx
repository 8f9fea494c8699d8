import {
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type Gateway,
  type PaymentStatus,
  type PaymentType,
  type TransactionFilters,
} from '@vitrine/api'
import { Field, Select } from '@vitrine/ui'
import { SearchFilterBar } from '../../shared/SearchFilterBar.tsx'
import { PAYMENT_TYPE_LABELS, statusLabel } from '../shared/payment-labels.ts'
import { AmountFilter } from './AmountFilter.tsx'
import { cleanFilters, filterChips } from './filters.ts'
import { DateRangeFields } from '../../shared/DateRangeFields.tsx'

/** The select value for "no filter" (the Select's empty value is its unpickable placeholder). */
const ALL = 'all'

const statusOptions = [
  { value: ALL, label: 'Todos' },
  ...PAYMENT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
]
const typeOptions = [
  { value: ALL, label: 'Todos' },
  ...PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] })),
]

function gatewayOptions(gateways: Gateway[] | undefined, current: number | undefined) {
  const options = (gateways ?? []).map((gateway) => ({
    value: String(gateway.id),
    label: gateway.environment === 'sandbox' ? `${gateway.name} (teste)` : gateway.name,
  }))
  // The chosen gateway stays pickable even before the store's gateways arrive.
  if (current && !options.some((option) => option.value === String(current))) {
    options.unshift({ value: String(current), label: `Meio nº ${current}` })
  }
  return [{ value: ALL, label: 'Todos' }, ...options]
}

export interface TransactionListToolbarProps {
  search: string
  onSearchChange: (search: string) => void
  filters: TransactionFilters
  onFiltersChange: (filters: TransactionFilters) => void
  /** The store's gateways, for the gateway filter; undefined while they load (or if that failed). */
  gateways: Gateway[] | undefined
  /** A narrow screen: the filters fold away behind a "Filtros" button (the search stays). */
  narrow: boolean
}

/** The search box and the filters: status, type, gateway, period and amount. */
export function TransactionListToolbar({
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  gateways,
  narrow,
}: TransactionListToolbarProps) {
  const set = (patch: Partial<TransactionFilters>) =>
    onFiltersChange(cleanFilters({ ...filters, ...patch }))

  return (
    <SearchFilterBar
      label="Buscar e filtrar pagamentos"
      search={search}
      onSearchChange={onSearchChange}
      placeholder="Nº do pagamento, nome, e-mail ou CPF/CNPJ"
      inForce={filterChips(filters).length}
      narrow={narrow}
      className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-[minmax(14rem,1.6fr)_repeat(3,minmax(8rem,1fr))] [&>:first-child]:sm:col-span-2 [&>:first-child]:lg:col-span-4 [&>:first-child]:xl:col-span-1"
      foldClassName="grid grid-cols-2 gap-3 [&>:nth-child(-n+3)]:col-span-2"
    >
      <Field label="Status">
        <Select
          options={statusOptions}
          value={filters.status ?? ALL}
          onValueChange={(value) =>
            set({ status: value === ALL ? undefined : (value as PaymentStatus) })
          }
        />
      </Field>
      <Field label="Tipo">
        <Select
          options={typeOptions}
          value={filters.type ?? ALL}
          onValueChange={(value) =>
            set({ type: value === ALL ? undefined : (value as PaymentType) })
          }
        />
      </Field>
      <Field label="Meio de pagamento">
        <Select
          options={gatewayOptions(gateways, filters.gateway_id)}
          value={filters.gateway_id ? String(filters.gateway_id) : ALL}
          onValueChange={(value) => set({ gateway_id: value === ALL ? undefined : Number(value) })}
        />
      </Field>
      <DateRangeFields from={filters.from} to={filters.to} onChange={set} />
      <AmountFilter
        label="Valor mínimo"
        value={filters.min_cents}
        onChange={(cents) => set({ min_cents: cents })}
      />
      <AmountFilter
        label="Valor máximo"
        value={filters.max_cents}
        onChange={(cents) => set({ max_cents: cents })}
      />
    </SearchFilterBar>
  )
}
