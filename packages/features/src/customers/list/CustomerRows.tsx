import type { Customer, CustomerSort } from '@vitrine/api'
import { VirtualList } from '@vitrine/ui'
import { pagedRowsProps } from '../../shared/paged-rows.ts'
import { customerDetailHref } from '../shared/links.ts'
import type { CustomerSection } from '../section.ts'
import { ROW_HEIGHT } from './customer-columns.ts'
import { CustomerCardRow, CustomerRow } from './CustomerRow.tsx'
import { CustomerTableHeader } from './CustomerTableHeader.tsx'
import type { Density } from './use-density.ts'

export interface CustomerRowsProps {
  appId: number
  section: CustomerSection
  customers: Customer[]
  /** More pages may follow: the total is unknown until the last one arrives. */
  hasMore: boolean
  onEndReached: () => void
  sort: CustomerSort
  onSortChange: (sort: CustomerSort) => void
  density: Density
  /** A narrow screen gets cards (name, e-mail, total) instead of the table's columns. */
  narrow: boolean
  /** The rows belong to the previous filters while the new ones load. */
  stale: boolean
}

/** The table's scroll area holds most of the window; the page keeps room for its header. */
const LIST_HEIGHT = 'max(20rem, calc(100dvh - 16rem))'

/** The customers loaded so far, only those in view rendered, the next page asked for near the end. */
export function CustomerRows({
  appId,
  section,
  customers,
  hasMore,
  onEndReached,
  sort,
  onSortChange,
  density,
  narrow,
  stale,
}: CustomerRowsProps) {
  const common = pagedRowsProps({
    items: customers,
    hasMore,
    onEndReached,
    stale,
    maxHeight: LIST_HEIGHT,
  })
  if (narrow) {
    return (
      <VirtualList
        {...common}
        aria-label="Clientes"
        rowHeight={ROW_HEIGHT.cards[density]}
        renderRow={(index, row) => {
          const customer = customers[index]!
          return (
            <CustomerCardRow
              customer={customer}
              row={row}
              density={density}
              href={customerDetailHref(section, appId, customer.id)}
            />
          )
        }}
      />
    )
  }
  return (
    <VirtualList
      {...common}
      semantics="table"
      aria-label="Clientes"
      rowHeight={ROW_HEIGHT.table[density]}
      header={<CustomerTableHeader sort={sort} onSortChange={onSortChange} />}
      bodyClassName="min-w-[68rem]"
      renderRow={(index, row) => {
        const customer = customers[index]!
        return (
          <CustomerRow
            customer={customer}
            row={row}
            density={density}
            href={customerDetailHref(section, appId, customer.id)}
          />
        )
      }}
    />
  )
}
