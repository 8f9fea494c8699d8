/** The table's columns, in order. */
export const SUBSCRIPTION_COLUMNS = [
  { id: 'customer', label: 'Cliente' },
  { id: 'plan', label: 'Plano' },
  { id: 'status', label: 'Status' },
  { id: 'cycle', label: 'Ciclo atual' },
  { id: 'next', label: 'Próxima cobrança' },
  { id: 'method', label: 'Forma de pagamento' },
] as const

/**
 * One grid for the header and every row, so the columns line up without a <table> (the rows
 * are positioned by the virtual list). Below its minimum width the table scrolls sideways.
 */
export const SUBSCRIPTION_GRID =
  'grid min-w-[64rem] grid-cols-[minmax(14rem,2fr)_minmax(10rem,1.4fr)_8.5rem_9.5rem_9rem_minmax(10rem,1fr)] items-center gap-x-3 px-4'

/** Row heights in pixels: the table's rows, and the narrow screen's cards. */
export const ROW_HEIGHT = { table: 60, cards: 112 } as const
