/** The table's columns, in order. */
export const SUPPLIER_COLUMNS = [
  { id: 'name', label: 'Fornecedor' },
  { id: 'document', label: 'Documento' },
  { id: 'category', label: 'Categoria' },
  { id: 'destination', label: 'Recebe em' },
  { id: 'paid', label: 'Pago até hoje', numeric: true },
] as const

/**
 * One grid for the header and every row, so the columns line up without a <table> (the rows
 * are positioned by the virtual list). Below its minimum width the table scrolls sideways.
 */
export const SUPPLIER_GRID =
  'grid min-w-[60rem] grid-cols-[minmax(14rem,2fr)_12rem_9rem_minmax(14rem,2fr)_8rem] items-center gap-x-3 px-4'

/** Row heights in pixels: the table's rows, and the narrow screen's cards. */
export const ROW_HEIGHT = { table: 60, cards: 96 } as const
