import type { SortColumn } from './filters.ts'

/** One column of the table, in order. */
export interface CustomerColumn {
  id: string
  label: string
  /** The order this column's header switches (columns without one are not sortable). */
  sort?: SortColumn
  /** Numbers line up on the right. */
  numeric?: boolean
}

export const CUSTOMER_COLUMNS: readonly CustomerColumn[] = [
  { id: 'name', label: 'Cliente', sort: 'name' },
  { id: 'document', label: 'CPF/CNPJ' },
  { id: 'phone', label: 'Telefone' },
  { id: 'tags', label: 'Etiquetas' },
  { id: 'purchases', label: 'Compras', numeric: true },
  { id: 'total_spent', label: 'Total gasto', sort: 'total_spent', numeric: true },
  { id: 'last_purchase_at', label: 'Última compra', sort: 'last_purchase_at' },
  { id: 'created_at', label: 'Cadastro', sort: 'created_at' },
]

/**
 * One grid for the header and every row, so the columns line up without a <table> (the rows
 * are positioned by the virtual list). Below its minimum width the table scrolls sideways.
 */
export const CUSTOMER_GRID =
  'grid min-w-[68rem] grid-cols-[minmax(12rem,1.5fr)_9rem_7.5rem_minmax(7rem,1fr)_4.5rem_7rem_7rem_6.5rem] items-center gap-x-3 px-4'

/** Row heights in pixels: the table's rows, and the narrow screen's cards. */
export const ROW_HEIGHT = {
  table: { comfortable: 60, compact: 44 },
  cards: { comfortable: 72, compact: 60 },
} as const
