import type { TransactionSummary } from '@vitrine/api'
import { VirtualList } from '@vitrine/ui'
import { ColumnHeaders } from '../../shared/ColumnHeaders.tsx'
import { pagedRowsProps } from '../../shared/paged-rows.ts'
import { transactionDetailHref } from '../shared/links.ts'
import { ROW_HEIGHT, TRANSACTION_COLUMNS, TRANSACTION_GRID } from './transaction-columns.ts'
import { TransactionCardRow, TransactionRow } from './TransactionRow.tsx'

export interface TransactionRowsProps {
  appId: number
  payments: TransactionSummary[]
  /** More pages may follow: the total is unknown until the last one arrives. */
  hasMore: boolean
  onEndReached: () => void
  /** A narrow screen gets cards instead of the table's columns. */
  narrow: boolean
  /** The rows belong to the previous filters while the new ones load. */
  stale: boolean
}

/** The table's scroll area holds most of the window; the page keeps room for its header. */
const LIST_HEIGHT = 'max(20rem, calc(100dvh - 18rem))'

/** The payments loaded so far, only those in view rendered, the next page asked for near the end. */
export function TransactionRows({
  appId,
  payments,
  hasMore,
  onEndReached,
  narrow,
  stale,
}: TransactionRowsProps) {
  const common = {
    ...pagedRowsProps({
      items: payments,
      hasMore,
      onEndReached,
      stale,
      maxHeight: LIST_HEIGHT,
    }),
    'aria-label': 'Pagamentos',
  }
  if (narrow) {
    return (
      <VirtualList
        {...common}
        rowHeight={ROW_HEIGHT.cards}
        renderRow={(index, row) => {
          const payment = payments[index]!
          return (
            <TransactionCardRow
              payment={payment}
              row={row}
              href={transactionDetailHref(appId, payment.id)}
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
      rowHeight={ROW_HEIGHT.table}
      header={<ColumnHeaders grid={TRANSACTION_GRID} columns={TRANSACTION_COLUMNS} />}
      bodyClassName="min-w-[60rem]"
      renderRow={(index, row) => {
        const payment = payments[index]!
        return (
          <TransactionRow
            payment={payment}
            row={row}
            href={transactionDetailHref(appId, payment.id)}
          />
        )
      }}
    />
  )
}
