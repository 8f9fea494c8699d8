import { formatMoney, type TransactionFilters } from '@vitrine/api'
import type { FilterChipSpec as SharedFilterChipSpec } from '../../shared/FilterChips.tsx'
import { formatDay } from '../shared/days.ts'
import { PAYMENT_TYPE_LABELS, statusLabel } from '../shared/payment-labels.ts'

/*
 * The list's filters as the API takes them (TransactionFilters), and what the screen derives
 * from them: the chips of the filters in force.
 */

/**
 * The filters without blank entries: absent, not undefined or '', because they are part of the
 * list's cache key and of the call (`{}` and `{ q: undefined }` must be the same list).
 */
export function cleanFilters(filters: TransactionFilters): TransactionFilters {
  const clean: TransactionFilters = {}
  for (const [key, value] of Object.entries(filters) as [keyof TransactionFilters, unknown][]) {
    if (value === undefined || value === '' || value === null) continue
    Object.assign(clean, { [key]: value })
  }
  return clean
}

/** Whether anything narrows the list (the empty list is then "no results", not "no payments"). */
export const isNarrowed = (filters: TransactionFilters) =>
  Object.keys(cleanFilters(filters)).length > 0

export interface FilterChipSpec extends SharedFilterChipSpec<TransactionFilters> {
  id: 'status' | 'type' | 'gateway' | 'customer' | 'period' | 'amount'
}

export interface ChipNames {
  /** The gateway's name, once the store's gateways are known. */
  gateway?: (id: number) => string | undefined
  /** The customer's name, when a loaded payment tells it. */
  customer?: (id: number) => string | undefined
}

const range = (from: string | undefined, to: string | undefined) =>
  from && to ? `de ${from} a ${to}` : from ? `a partir de ${from}` : `até ${to}`

/** One chip per filter in force (the search shows in its own box and is not repeated). */
export function filterChips(filters: TransactionFilters, names: ChipNames = {}): FilterChipSpec[] {
  const chips: FilterChipSpec[] = []
  const drop =
    (...keys: (keyof TransactionFilters)[]) =>
    (current: TransactionFilters) =>
      cleanFilters({ ...current, ...Object.fromEntries(keys.map((key) => [key, undefined])) })
  if (filters.status) {
    chips.push({
      id: 'status',
      label: 'Status',
      value: statusLabel(filters.status),
      without: drop('status'),
    })
  }
  if (filters.type) {
    chips.push({
      id: 'type',
      label: 'Tipo',
      value: PAYMENT_TYPE_LABELS[filters.type],
      without: drop('type'),
    })
  }
  if (filters.gateway_id) {
    chips.push({
      id: 'gateway',
      label: 'Meio',
      value: names.gateway?.(filters.gateway_id) ?? `nº ${filters.gateway_id}`,
      without: drop('gateway_id'),
    })
  }
  if (filters.customer_id) {
    chips.push({
      id: 'customer',
      label: 'Cliente',
      value: names.customer?.(filters.customer_id) ?? `nº ${filters.customer_id}`,
      without: drop('customer_id'),
    })
  }
  if (filters.from || filters.to) {
    chips.push({
      id: 'period',
      label: 'Data',
      value: range(filters.from && formatDay(filters.from), filters.to && formatDay(filters.to)),
      without: drop('from', 'to'),
    })
  }
  if (filters.min_cents !== undefined || filters.max_cents !== undefined) {
    chips.push({
      id: 'amount',
      label: 'Valor',
      value: range(
        filters.min_cents === undefined ? undefined : formatMoney(filters.min_cents),
        filters.max_cents === undefined ? undefined : formatMoney(filters.max_cents),
      ),
      without: drop('min_cents', 'max_cents'),
    })
  }
  return chips
}

/** "transacoes-2026-11-21.csv", by the store's day. */
export const exportFileName = (day: string) => `transacoes-${day}.csv`
