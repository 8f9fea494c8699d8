import { formatMoney, type TransactionSummary } from '@vitrine/api'
import { cn, type VirtualRowProps } from '@vitrine/ui'
import { Link } from '../../routes/navigation.tsx'
import { formatDateTime } from '../../shared/format.ts'
import { methodLine } from '../shared/payment-labels.ts'
import { PaymentStatusBadge } from '../shared/PaymentStatusBadge.tsx'
import { TRANSACTION_GRID } from './transaction-columns.ts'

export interface TransactionRowProps {
  payment: TransactionSummary
  row: VirtualRowProps
  href: string
}

/** No customer on the payment: a dash for the eye, words for the ear. */
function NoCustomer() {
  return (
    <>
      <span aria-hidden className="text-muted-foreground">
        —
      </span>
      <span className="sr-only">Sem cliente</span>
    </>
  )
}

/** What went back, under the amount ("R$ 120,00 estornados"). */
function Refunded({ payment }: { payment: TransactionSummary }) {
  if (payment.refunded_cents === 0) return null
  return (
    <span className="block text-xs whitespace-nowrap text-muted-foreground tabular-nums">
      {formatMoney(payment.refunded_cents)} estornados
    </span>
  )
}

/** One payment in the table: the columns of TRANSACTION_COLUMNS, in order. */
export function TransactionRow({ payment, row, href }: TransactionRowProps) {
  return (
    <div
      {...row}
      className={cn(TRANSACTION_GRID, 'border-b border-border bg-surface hover:bg-muted/50')}
    >
      <div role="cell">
        <Link href={href} className="font-medium text-primary tabular-nums hover:underline">
          <span className="sr-only">Pagamento </span>#{payment.id}
        </Link>
      </div>
      <div role="cell" className="text-sm whitespace-nowrap tabular-nums">
        {formatDateTime(payment.created_at)}
      </div>
      <div role="cell" className="min-w-0">
        {payment.customer ? (
          <>
            <span className="block truncate">{payment.customer.name}</span>
            {payment.customer.email ? (
              <span className="block truncate text-sm text-muted-foreground">
                {payment.customer.email}
              </span>
            ) : null}
          </>
        ) : (
          <NoCustomer />
        )}
      </div>
      <div role="cell" className="min-w-0">
        <span className="block truncate text-sm">{methodLine(payment)}</span>
        {payment.gateway_name ? (
          <span className="block truncate text-xs text-muted-foreground">
            {payment.gateway_name}
          </span>
        ) : null}
      </div>
      <div role="cell" className="min-w-0">
        <PaymentStatusBadge status={payment.status} size="sm" />
      </div>
      <div role="cell" className="text-end">
        <span className="block font-medium whitespace-nowrap tabular-nums">
          {formatMoney(payment.amount_cents)}
        </span>
        <Refunded payment={payment} />
      </div>
    </div>
  )
}

/**
 * One payment on a narrow screen: number, customer, status, amount and date in a card the
 * whole of which opens the payment (the link's box is stretched over it).
 */
export function TransactionCardRow({ payment, row, href }: TransactionRowProps) {
  return (
    <div
      {...row}
      className="flex items-center justify-between gap-3 border-b border-border bg-surface px-4 hover:bg-muted/50"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          href={href}
          className="truncate font-medium text-primary after:absolute after:inset-0"
        >
          <span className="tabular-nums">#{payment.id}</span>
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          {payment.customer?.name ?? 'Sem cliente'}
        </Link>
        <PaymentStatusBadge status={payment.status} size="sm" />
        <span className="truncate text-xs text-muted-foreground">{methodLine(payment)}</span>
      </div>
      <div className="shrink-0 text-end">
        <span className="block font-medium whitespace-nowrap tabular-nums">
          {formatMoney(payment.amount_cents)}
        </span>
        <span className="block text-xs whitespace-nowrap text-muted-foreground tabular-nums">
          {formatDateTime(payment.created_at)}
        </span>
        <Refunded payment={payment} />
      </div>
    </div>
  )
}
