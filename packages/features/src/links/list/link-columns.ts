/** The table's columns, in order. */
export const LINK_COLUMNS = [
  { id: 'title', label: 'Link' },
  { id: 'price', label: 'Preço', numeric: true },
  { id: 'status', label: 'Status' },
  { id: 'sold', label: 'Vendas' },
  { id: 'expiry', label: 'Expiração' },
] as const

/**
 * One grid for the header and every row, so the columns line up without a <table> (the rows
 * are positioned by the virtual list). Below its minimum width the table scrolls sideways.
 */
export const LINK_GRID =
  'grid min-w-[52rem] grid-cols-[minmax(16rem,2fr)_10rem_8rem_minmax(8rem,1fr)_minmax(9rem,1fr)] items-center gap-x-3 px-4'

/** Row heights in pixels: the table's rows, and the narrow screen's cards. */
export const ROW_HEIGHT = { table: 64, cards: 92 } as const
