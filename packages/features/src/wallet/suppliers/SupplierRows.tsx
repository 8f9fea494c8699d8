import { destinationLabel, formatMoney, type Supplier } from '@vitrine/api'
import { Badge, cn, VirtualList, type VirtualRowProps } from '@vitrine/ui'
import { Link } from '../../routes/navigation.tsx'
import { ColumnHeaders } from '../../shared/ColumnHeaders.tsx'
import { pagedRowsProps } from '../../shared/paged-rows.ts'
import { ROW_HEIGHT, SUPPLIER_COLUMNS, SUPPLIER_GRID } from './supplier-columns.ts'
import { categoryText, documentText } from './supplier-labels.ts'
import { supplierHref } from './supplier-links.ts'

export interface SupplierRowsProps {
  appId: number
  suppliers: Supplier[]
  /** More pages may follow: the total is unknown until the last one arrives. */
  hasMore: boolean
  onEndReached: () => void
  /** A narrow screen gets cards instead of the table's columns. */
  narrow: boolean
  /** The rows belong to the previous filters while the new ones load. */
  stale: boolean
}

/** The table's scroll area holds most of the window; the page keeps room for its header. */
const LIST_HEIGHT = 'max(20rem, calc(100dvh - 20rem))'

/** The suppliers loaded so far, only those in view rendered, the next page asked for near the end. */
export function SupplierRows({
  appId,
  suppliers,
  hasMore,
  onEndReached,
  narrow,
  stale,
}: SupplierRowsProps) {
  const common = {
    ...pagedRowsProps({ items: suppliers, hasMore, onEndReached, stale, maxHeight: LIST_HEIGHT }),
    'aria-label': 'Fornecedores',
  }
  if (narrow) {
    return (
      <VirtualList
        {...common}
        rowHeight={ROW_HEIGHT.cards}
        renderRow={(index, row) => {
          const supplier = suppliers[index]!
          return (
            <SupplierCard supplier={supplier} row={row} href={supplierHref(appId, supplier.id)} />
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
      header={<ColumnHeaders grid={SUPPLIER_GRID} columns={SUPPLIER_COLUMNS} />}
      bodyClassName="min-w-[60rem]"
      renderRow={(index, row) => {
        const supplier = suppliers[index]!
        return <SupplierRow supplier={supplier} row={row} href={supplierHref(appId, supplier.id)} />
      }}
    />
  )
}

interface RowProps {
  supplier: Supplier
  row: VirtualRowProps
  href: string
}

function ArchivedBadge() {
  return (
    <Badge size="sm" tone="neutral">
      Arquivado
    </Badge>
  )
}

/** One supplier in the table: the columns of SUPPLIER_COLUMNS, in order. */
function SupplierRow({ supplier, row, href }: RowProps) {
  return (
    <div
      {...row}
      className={cn(SUPPLIER_GRID, 'border-b border-border bg-surface hover:bg-muted/50')}
    >
      <div role="cell" className="flex min-w-0 items-center gap-2">
        <Link href={href} className="truncate font-medium text-primary hover:underline">
          {supplier.name}
        </Link>
        {supplier.archived ? <ArchivedBadge /> : null}
      </div>
      <div role="cell" className="text-sm whitespace-nowrap tabular-nums">
        {documentText(supplier)}
      </div>
      <div role="cell" className="truncate text-sm">
        {categoryText(supplier.category)}
      </div>
      <div role="cell" className="truncate text-sm text-muted-foreground">
        {destinationLabel(supplier.destination)}
      </div>
      <div role="cell" className="text-end text-sm font-medium whitespace-nowrap tabular-nums">
        {formatMoney(supplier.paid_cents)}
      </div>
    </div>
  )
}

/** One supplier on a narrow screen: the whole card opens it (the anchor's box is stretched). */
function SupplierCard({ supplier, row, href }: RowProps) {
  return (
    <div
      {...row}
      className="flex items-center gap-3 border-b border-border bg-surface px-4 hover:bg-muted/50"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex min-w-0 items-center gap-2">
          <Link
            href={href}
            className="truncate font-medium text-primary after:absolute after:inset-0"
          >
            {supplier.name}
          </Link>
          {supplier.archived ? <ArchivedBadge /> : null}
        </div>
        <span className="truncate text-xs text-muted-foreground tabular-nums">
          {documentText(supplier)} · {categoryText(supplier.category)}
        </span>
        <span className="truncate text-xs text-muted-foreground">
          {destinationLabel(supplier.destination)}
        </span>
      </div>
      <span className="shrink-0 text-end text-sm font-medium whitespace-nowrap tabular-nums">
        {formatMoney(supplier.paid_cents)}
      </span>
    </div>
  )
}
