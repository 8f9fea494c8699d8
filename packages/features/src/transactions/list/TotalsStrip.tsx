import {
  formatMoney,
  PAYMENT_STATUSES,
  type PaymentStatus,
  type TransactionTotals,
} from '@vitrine/api'
import { Button, cn, Skeleton } from '@vitrine/ui'
import { statusLabel } from '../shared/payment-labels.ts'
import { PAYMENT_STATUS_LOOK, STATUS_FILL } from '../shared/payment-status.ts'

export interface TotalsStripProps {
  totals: TransactionTotals | undefined
  /** The totals could not be summed (the list itself may still show). */
  failed: boolean
  onRetry: () => void
  /** The status filter in force: its chip shows pressed. */
  status: PaymentStatus | undefined
  /** Narrows the list to one status (or, pressed again, to every status). */
  onStatusChange: (status: PaymentStatus | undefined) => void
}

const countLabel = (count: number) => (count === 1 ? '1 pagamento' : `${count} pagamentos`)

function Figure({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold whitespace-nowrap tabular-nums">
        {value ?? <Skeleton className="mt-1 h-5 w-24" />}
      </dd>
    </div>
  )
}

/**
 * What the filters select, summed by the server over every page (not just the rows loaded):
 * how many payments, their total, what was received and what went back, and how they split by
 * status — a bar for the eye and a chip per status that narrows the list to it.
 */
export function TotalsStrip({ totals, failed, onRetry, status, onStatusChange }: TotalsStripProps) {
  if (failed && !totals) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        Não foi possível somar os pagamentos deste filtro.
        <Button variant="link" size="sm" className="h-auto px-0" onClick={onRetry}>
          Recalcular totais
        </Button>
      </p>
    )
  }
  const byStatus = PAYMENT_STATUSES.flatMap((entry) => {
    const found = totals?.by_status.find((row) => row.status === entry)
    return found && found.count > 0 ? [found] : []
  })
  return (
    <section
      aria-label="Totais do filtro"
      aria-busy={totals ? undefined : true}
      data-slot="transaction-totals"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface px-4 py-3"
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 md:grid-cols-4">
        <Figure label="Pagamentos" value={totals ? String(totals.count) : undefined} />
        <Figure label="Valor total" value={totals ? formatMoney(totals.amount_cents) : undefined} />
        <Figure label="Recebido" value={totals ? formatMoney(totals.captured_cents) : undefined} />
        <Figure label="Estornado" value={totals ? formatMoney(totals.refunded_cents) : undefined} />
      </dl>
      {totals && totals.count > 0 ? (
        <>
          {/* The split by count, for the eye; the chips below say the same in words. */}
          <div aria-hidden className="flex h-2 overflow-hidden rounded-full bg-muted">
            {byStatus.map((row) => (
              <span
                key={row.status}
                className={STATUS_FILL[PAYMENT_STATUS_LOOK[row.status].tone]}
                style={{ width: `${(row.count / totals.count) * 100}%` }}
              />
            ))}
          </div>
          <ul aria-label="Pagamentos por status" className="flex flex-wrap gap-2">
            {byStatus.map((row) => {
              const pressed = status === row.status
              const { tone, icon: Icon } = PAYMENT_STATUS_LOOK[row.status]
              return (
                <li key={row.status}>
                  <button
                    type="button"
                    aria-pressed={pressed}
                    title={formatMoney(row.amount_cents)}
                    onClick={() => onStatusChange(pressed ? undefined : row.status)}
                    className={cn(
                      'inline-flex h-7 items-center gap-1.5 rounded-full border border-border px-2.5 text-sm',
                      'outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
                      pressed && 'border-primary bg-primary-subtle text-primary-subtle-foreground',
                    )}
                  >
                    <span aria-hidden className={cn('size-2 rounded-full', STATUS_FILL[tone])} />
                    <Icon aria-hidden className="size-3.5" />
                    {statusLabel(row.status)}
                    <span className="font-semibold tabular-nums">{row.count}</span>
                    <span className="sr-only">
                      {row.count === 1 ? 'pagamento' : 'pagamentos'},{' '}
                      {formatMoney(row.amount_cents)}
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        </>
      ) : null}
      <p className="sr-only" role="status">
        {totals ? `${countLabel(totals.count)} neste filtro` : ''}
      </p>
    </section>
  )
}
