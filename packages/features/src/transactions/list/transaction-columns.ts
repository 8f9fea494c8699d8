/** The table's columns, in order. */
export const TRANSACTION_COLUMNS = [
  { id: 'id', label: 'Pagamento' },
  { id: 'created_at', label: 'Data' },
  { id: 'customer', label: 'Cliente' },
  { id: 'method', label: 'Forma de pagamento' },
  { id: 'status', label: 'Status' },
  { id: 'amount', label: 'Valor', numeric: true },
] as const

/**
 * One grid for the header and every row, so the columns line up without a <table> (the rows
 * are positioned by the virtual list). Below its minimum width the table scrolls sideways.
 */
export const TRANSACTION_GRID =
  'grid min-w-[60rem] grid-cols-[6.5rem_8.5rem_minmax(12rem,1.4fr)_minmax(11rem,1fr)_13rem_8.5rem] items-center gap-x-3 px-4'

/** Row heights in pixels: the table's rows, and the narrow screen's cards. */
export const ROW_HEIGHT = { table: 60, cards: 84 } as const
