import { formatDocument, formatPhone, type Customer } from '@vitrine/api'
import { Badge, cn, type VirtualRowProps } from '@vitrine/ui'
import { Link } from '../../routes/navigation.tsx'
import { formatDate } from '../../shared/format.ts'
import { formatMoney } from '@vitrine/api'
import { CUSTOMER_GRID } from './customer-columns.ts'
import type { Density } from './use-density.ts'

/** A blank field: a dash for the eye, words for the ear. */
function Missing({ label = 'Não informado' }: { label?: string }) {
  return (
    <>
      <span aria-hidden className="text-muted-foreground">
        —
      </span>
      <span className="sr-only">{label}</span>
    </>
  )
}

/** Tags beyond these show as "+N" (the detail lists them all). */
const TAGS_SHOWN = 2

export interface CustomerRowProps {
  customer: Customer
  row: VirtualRowProps
  href: string
  density: Density
}

/** One customer in the table: the columns of CUSTOMER_COLUMNS, in order. */
export function CustomerRow({ customer, row, href, density }: CustomerRowProps) {
  const compact = density === 'compact'
  const extraTags = customer.tags.length - TAGS_SHOWN
  return (
    <div
      {...row}
      className={cn(CUSTOMER_GRID, 'border-b border-border bg-surface hover:bg-muted/50')}
    >
      <div role="cell" className="min-w-0">
        <Link
          href={href}
          className={cn(
            'block truncate font-medium text-primary hover:underline',
            compact ? 'text-sm' : 'text-base',
          )}
        >
          {customer.name}
        </Link>
        <span
          className={cn('block truncate text-muted-foreground', compact ? 'text-xs' : 'text-sm')}
        >
          {customer.email ?? <Missing label="Sem e-mail" />}
        </span>
      </div>
      <div role="cell" className="truncate text-sm tabular-nums">
        {customer.document ? formatDocument(customer.document) : <Missing />}
      </div>
      <div role="cell" className="truncate text-sm tabular-nums">
        {customer.phone ? formatPhone(customer.phone) : <Missing />}
      </div>
      <div role="cell" className="flex min-w-0 items-center gap-1 overflow-hidden">
        {customer.tags.length === 0 ? <Missing label="Sem etiquetas" /> : null}
        {customer.tags.slice(0, TAGS_SHOWN).map((tag) => (
          <Badge key={tag} size="sm" className="max-w-full min-w-0 truncate">
            {tag}
          </Badge>
        ))}
        {extraTags > 0 ? (
          <Badge size="sm" tone="neutral">
            <span aria-hidden>+{extraTags}</span>
            <span className="sr-only">
              e mais {extraTags} {extraTags === 1 ? 'etiqueta' : 'etiquetas'}
            </span>
          </Badge>
        ) : null}
      </div>
      <div role="cell" className="text-end text-sm tabular-nums">
        {customer.purchases_count}
      </div>
      <div role="cell" className="text-end text-sm whitespace-nowrap tabular-nums">
        {formatMoney(customer.total_spent)}
      </div>
      <div role="cell" className="text-sm tabular-nums">
        {customer.last_purchase_at ? (
          formatDate(customer.last_purchase_at)
        ) : (
          <Missing label="Nenhuma compra" />
        )}
      </div>
      <div role="cell" className="text-sm tabular-nums">
        {formatDate(customer.created_at)}
      </div>
    </div>
  )
}

/**
 * One customer on a narrow screen: name, e-mail and total spent in a card the whole of which
 * opens the customer (the link's box is stretched over it).
 */
export function CustomerCardRow({ customer, row, href, density }: CustomerRowProps) {
  const compact = density === 'compact'
  return (
    <div
      {...row}
      className="flex items-center justify-between gap-3 border-b border-border bg-surface px-4 hover:bg-muted/50"
    >
      <div className="min-w-0">
        <Link
          href={href}
          className={cn(
            'block truncate font-medium text-primary after:absolute after:inset-0',
            compact ? 'text-sm' : 'text-md',
          )}
        >
          {customer.name}
        </Link>
        <span className="block truncate text-sm text-muted-foreground">
          {customer.email ?? <Missing label="Sem e-mail" />}
        </span>
      </div>
      <div className="shrink-0 text-end">
        <span className="block font-medium whitespace-nowrap tabular-nums">
          {formatMoney(customer.total_spent)}
        </span>
        {compact ? null : (
          <span className="block text-xs text-muted-foreground">
            {customer.purchases_count === 1 ? '1 compra' : `${customer.purchases_count} compras`}
          </span>
        )}
      </div>
    </div>
  )
}
