import type { PaymentLink } from '@vitrine/api'
import { VirtualList } from '@vitrine/ui'
import { ColumnHeaders } from '../../shared/ColumnHeaders.tsx'
import { pagedRowsProps } from '../../shared/paged-rows.ts'
import { linkDetailHref } from '../shared/links.ts'
import { LINK_COLUMNS, LINK_GRID, ROW_HEIGHT } from './link-columns.ts'
import { LinkCardRow, LinkRow } from './LinkRow.tsx'

export interface LinkRowsProps {
  appId: number
  links: PaymentLink[]
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

/** The links loaded so far, only those in view rendered, the next page asked for near the end. */
export function LinkRows({ appId, links, hasMore, onEndReached, narrow, stale }: LinkRowsProps) {
  const common = {
    ...pagedRowsProps({ items: links, hasMore, onEndReached, stale, maxHeight: LIST_HEIGHT }),
    'aria-label': 'Links de pagamento',
  }
  if (narrow) {
    return (
      <VirtualList
        {...common}
        rowHeight={ROW_HEIGHT.cards}
        renderRow={(index, row) => {
          const link = links[index]!
          return <LinkCardRow link={link} row={row} href={linkDetailHref(appId, link.slug)} />
        }}
      />
    )
  }
  return (
    <VirtualList
      {...common}
      semantics="table"
      rowHeight={ROW_HEIGHT.table}
      header={<ColumnHeaders grid={LINK_GRID} columns={LINK_COLUMNS} />}
      bodyClassName="min-w-[52rem]"
      renderRow={(index, row) => {
        const link = links[index]!
        return <LinkRow link={link} row={row} href={linkDetailHref(appId, link.slug)} />
      }}
    />
  )
}
