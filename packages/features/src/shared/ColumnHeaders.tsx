import { cn } from '@vitrine/ui'

export interface ListColumn {
  id: string
  label: string
  /** Figures line up at the end. */
  numeric?: boolean
}

export interface ColumnHeadersProps {
  /** The grid the rows use, so headers sit over their cells. */
  grid: string
  columns: readonly ListColumn[]
}

/** The sticky header row of a virtual list shown as a table (ARIA grid roles, no sorting). */
export function ColumnHeaders({ grid, columns }: ColumnHeadersProps) {
  return (
    <div role="rowgroup" className="sticky top-0 z-10 border-b border-border bg-muted">
      <div
        role="row"
        aria-rowindex={1}
        className={cn(grid, 'h-10 text-sm font-medium text-muted-foreground')}
      >
        {columns.map((column) => (
          <div
            key={column.id}
            role="columnheader"
            className={cn('min-w-0 whitespace-nowrap', column.numeric && 'text-end')}
          >
            {column.label}
          </div>
        ))}
      </div>
    </div>
  )
}
