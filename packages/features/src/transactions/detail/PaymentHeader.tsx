import type { ReactNode } from 'react'
import { formatMoney, type Transaction } from '@vitrine/api'
import { Badge } from '@vitrine/ui'
import { FlaskConical } from 'lucide-react'
import { formatDateTime } from '../../shared/format.ts'
import { PAYMENT_TYPE_LABELS } from '../shared/payment-labels.ts'
import { PaymentStatusBadge } from '../shared/PaymentStatusBadge.tsx'
import { Fact } from './PaymentMethodCard.tsx'

/**
 * The payment at a glance: its number, amount and status, how and when it was made and paid,
 * and what can be done with it.
 */
export function PaymentHeader({ payment, actions }: { payment: Transaction; actions: ReactNode }) {
  const gateway = payment.gateway
  return (
    <header className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-2xl font-semibold">Pagamento #{payment.id}</h1>
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-3xl font-semibold tabular-nums" data-slot="payment-amount">
              {formatMoney(payment.amount_cents)}
            </span>
            <PaymentStatusBadge status={payment.status} />
          </div>
          {payment.refunded_cents > 0 ? (
            <p className="text-sm text-muted-foreground">
              {formatMoney(payment.refunded_cents)} estornados
            </p>
          ) : null}
        </div>
        {actions}
      </div>
      <dl className="grid gap-x-6 gap-y-3 border-t border-border pt-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label="Tipo">
          {PAYMENT_TYPE_LABELS[payment.type]}
          {payment.installments > 1 ? ` em ${payment.installments}x` : ''}
        </Fact>
        <Fact label="Meio de pagamento">
          {gateway ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              {gateway.name}
              {gateway.environment === 'sandbox' ? (
                <Badge size="sm" tone="warning">
                  <FlaskConical aria-hidden />
                  Teste
                </Badge>
              ) : null}
            </span>
          ) : (
            'Registrado na loja'
          )}
        </Fact>
        <Fact label="Criado em">{formatDateTime(payment.created_at)}</Fact>
        <Fact label="Pago em">
          {payment.paid_at ? formatDateTime(payment.paid_at) : 'Ainda não pago'}
        </Fact>
        {payment.external_id ? (
          <Fact label="Id no provedor">
            <span className="font-mono text-sm break-all">{payment.external_id}</span>
          </Fact>
        ) : null}
      </dl>
    </header>
  )
}
