import { formatMoney, PAYMENT_STATUS_LABELS, type SubscriberView } from '@vitrine/api'
import { Badge } from '@vitrine/ui'
import { formatDate } from '../../../shared/format.ts'
import { invoiceStateText, invoiceTone } from '../../shared/invoice-words.ts'

/**
 * The subscriber's invoices, newest first: amount, due and paid dates, how the payment stands,
 * the way to pay one still payable and the receipt of one paid.
 */
export function SubscriberInvoices({ view }: { view: SubscriberView }) {
  if (view.invoices.length === 0) {
    return (
      <p className="text-muted-foreground" data-slot="no-invoices">
        {view.status === 'trialing' && view.trial_ends_at
          ? `Nenhuma fatura ainda: a primeira vem no fim do teste grátis, em ${formatDate(view.trial_ends_at)}.`
          : 'Nenhuma fatura ainda.'}
      </p>
    )
  }
  return (
    <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
      {view.invoices.map((invoice) => (
        <li key={invoice.cycle} className="flex flex-col gap-1 p-4" data-cycle={invoice.cycle}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex items-center gap-2 font-medium">
              Ciclo {invoice.cycle}
              <Badge size="sm" tone={invoiceTone(invoice)}>
                {invoiceStateText(invoice)}
              </Badge>
            </p>
            <span className="font-semibold tabular-nums">{formatMoney(invoice.amount_cents)}</span>
          </div>
          <p className="text-sm text-muted-foreground">
            Vencimento {formatDate(invoice.due_at)}
            {invoice.paid_at ? ` · paga em ${formatDate(invoice.paid_at)}` : ''}
            {invoice.payment ? ` · ${PAYMENT_STATUS_LABELS[invoice.payment.status]['pt-BR']}` : ''}
          </p>
          {invoice.payment?.decline_reason ? (
            <p className="text-sm text-danger-foreground">{invoice.payment.decline_reason}</p>
          ) : null}
          <div className="flex flex-wrap gap-3 text-sm">
            {invoice.payable ? (
              <a
                className="font-medium text-primary hover:underline"
                href={`/subscriptions/${encodeURIComponent(view.id)}/${invoice.cycle}/subscribe`}
              >
                Pagar esta fatura
              </a>
            ) : null}
            {invoice.paid_at && invoice.payment?.receipt_token ? (
              <a
                className="font-medium text-primary hover:underline"
                href={`/public/transaction?${new URLSearchParams({ token: invoice.payment.receipt_token })}`}
              >
                Ver comprovante
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
