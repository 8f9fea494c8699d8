import type { CustomerSort } from '@vitrine/api'
import { cn } from '@vitrine/ui'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { CUSTOMER_COLUMNS, CUSTOMER_GRID } from './customer-columns.ts'
import { nextSort, sortDirection } from './filters.ts'

export interface CustomerTableHeaderProps {
  sort: CustomerSort
  onSortChange: (sort: CustomerSort) => void
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const

/**
 * The column headers, kept in view while the rows scroll. A sortable header is a button; the
 * sorted one says its direction with aria-sort (and an arrow for sighted users).
 */
export function CustomerTableHeader({ sort, onSortChange }: CustomerTableHeaderProps) {
  return (
    <div role="rowgroup" className="sticky top-0 z-10 border-b border-border bg-muted">
      <div
        role="row"
        aria-rowindex={1}
        className={cn(CUSTOMER_GRID, 'h-10 text-sm font-medium text-muted-foreground')}
      >
        {CUSTOMER_COLUMNS.map((column) => {
          const direction = column.sort ? sortDirection(sort, column.sort) : null
          const Arrow =
            direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown
          return (
            <div
              key={column.id}
              role="columnheader"
              aria-sort={direction ? ariaSort[direction] : undefined}
              className={cn('min-w-0', column.numeric && 'text-end')}
            >
              {column.sort ? (
                <button
                  type="button"
                  onClick={() => onSortChange(nextSort(sort, column.sort!))}
                  className={cn(
                    'inline-flex max-w-full items-center gap-1 rounded-sm whitespace-nowrap outline-none',
                    'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
                    direction && 'text-foreground',
                  )}
                >
                  {column.label}
                  <Arrow
                    aria-hidden
                    className={cn('size-3.5 shrink-0', !direction && 'opacity-50')}
                  />
                </button>
              ) : (
                <span className="whitespace-nowrap">{column.label}</span>
              )}
            </div>
          )
        })}
      </div>
    </div>
  )
}
