import type { StatementFilters } from '@vitrine/api'
import type { FilterChipSpec } from '../../shared/FilterChips.tsx'
import { STATEMENT_KIND_LABELS } from '../shared/wallet-labels.ts'

/** "2026-11-05" → "05/11/2026": a day of the period as the chips say it. */
const dayText = (day: string) => day.split('-').reverse().join('/')

/** Drops the filters left empty, so the list's key (and the CSV's query) names only real ones. */
export function cleanStatementFilters(filters: StatementFilters): StatementFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as StatementFilters
}

/** The filters in force as chips, each removable on its own. */
export function statementChips(filters: StatementFilters): FilterChipSpec<StatementFilters>[] {
  const chips: FilterChipSpec<StatementFilters>[] = []
  if (filters.kind) {
    chips.push({
      id: 'kind',
      label: 'Tipo',
      value: STATEMENT_KIND_LABELS[filters.kind],
      without: ({ kind: _kind, ...rest }) => rest,
    })
  }
  if (filters.direction) {
    chips.push({
      id: 'direction',
      label: 'Movimento',
      value: filters.direction === 'in' ? 'Entradas' : 'Saídas',
      without: ({ direction: _direction, ...rest }) => rest,
    })
  }
  if (filters.from) {
    chips.push({
      id: 'from',
      label: 'De',
      value: dayText(filters.from),
      without: ({ from: _from, ...rest }) => rest,
    })
  }
  if (filters.to) {
    chips.push({
      id: 'to',
      label: 'Até',
      value: dayText(filters.to),
      without: ({ to: _to, ...rest }) => rest,
    })
  }
  return chips
}

/** The CSV's name: the store, the period asked (or "completo") — "extrato-carteira-101-2026-11-01-a-2026-11-21.csv". */
export function statementFileName(appId: number, filters: StatementFilters, today: string): string {
  const period =
    filters.from || filters.to ? `${filters.from ?? 'inicio'}-a-${filters.to ?? today}` : 'completo'
  return `extrato-carteira-${appId}-${period}.csv`
}
