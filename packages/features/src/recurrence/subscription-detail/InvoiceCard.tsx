import { formatMoney, PAYMENT_STATUS_LABELS, type Invoice, type Subscription } from '@vitrine/api'
import { Alert, Badge, Card, CardContent, CardHeader, CardTitle } from '@vitrine/ui'
import type { ReactNode } from 'react'
import { href } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { formatDate, formatDateTime } from '../../shared/format.ts'
import { PaymentSteps, timelineSteps } from '../../shared/payment-timeline/PaymentSteps.tsx'
import { INVOICE_LINE_LABELS, invoiceStateText, invoiceTone } from '../shared/invoice-words.ts'
import { paidWithText } from '../shared/subscription-words.ts'
import { retryable, RetryInvoiceButton } from './RetryInvoiceButton.tsx'
import type { SubscriptionChanged } from './use-subscription.ts'

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-sm font-medium tabular-nums">{children}</dd>
    </div>
  )
}

export interface InvoiceCardProps {
  appId: number
  subscription: Subscription
  invoice: Invoice
  /** Write level may charge a declined card invoice again. */
  canWrite: boolean
  onChanged: SubscriptionChanged
}

/**
 * One cycle's invoice: its status (active or expired, and whether paid), the amount line by
 * line, the period, due and paid dates, the attempts and the next retry, and its payment —
 * status, decline reason, a link to it in the transactions, and its timeline.
 */
export function InvoiceCard({
  appId,
  subscription,
  invoice,
  canWrite,
  onChanged,
}: InvoiceCardProps) {
  const { payment } = invoice
  const titleId = `invoice-${invoice.id}`
  return (
    <Card aria-labelledby={titleId} data-slot="invoice" data-cycle={invoice.cycle}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle asChild>
            <h3 id={titleId} className="flex flex-wrap items-center gap-2">
              Ciclo {invoice.cycle}
              <Badge size="sm" tone={invoiceTone(invoice)}>
                {invoiceStateText(invoice)}
              </Badge>
            </h3>
          </CardTitle>
          <span className="text-lg font-semibold tabular-nums">
            {formatMoney(invoice.amount_cents)}
          </span>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <table className="w-full text-sm">
          <caption className="sr-only">Composição da fatura do ciclo {invoice.cycle}</caption>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index} className="border-b border-border last:border-0">
                <th scope="row" className="py-1.5 text-start font-normal">
                  {line.description}
                  {line.description === INVOICE_LINE_LABELS[line.kind] ? null : (
                    <span className="ms-2 text-muted-foreground">
                      ({INVOICE_LINE_LABELS[line.kind]})
                    </span>
                  )}
                </th>
                <td className="py-1.5 text-end tabular-nums">{formatMoney(line.amount_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Fact term="Período">
            {formatDate(invoice.period_start)} a {formatDate(invoice.period_end)}
          </Fact>
          <Fact term="Vencimento">{formatDateTime(invoice.due_at)}</Fact>
          <Fact term="Pagamento">
            {invoice.paid_at ? `Pago em ${formatDateTime(invoice.paid_at)}` : 'Não pago'}
          </Fact>
          <Fact term="Forma de pagamento">
            {paidWithText(invoice.method, payment?.card ?? null)}
          </Fact>
          <Fact term="Tentativas">{invoice.attempts}</Fact>
          {invoice.next_retry_at ? (
            <Fact term="Próxima tentativa">{formatDateTime(invoice.next_retry_at)}</Fact>
          ) : null}
          {invoice.expired_at ? (
            <Fact term="Expirou em">{formatDateTime(invoice.expired_at)}</Fact>
          ) : null}
        </dl>
        {payment?.decline_reason ? (
          <Alert tone="danger" data-slot="decline-reason">
            {payment.decline_reason}
          </Alert>
        ) : null}
        {payment ? (
          <section
            aria-label={`Pagamento do ciclo ${invoice.cycle}`}
            className="flex flex-col gap-3"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm">
                Pagamento{' '}
                <Link
                  href={href('payments-transactions-details', {
                    appID: appId,
                    paymentID: payment.id,
                  })}
                  className="font-medium text-primary underline"
                >
                  #{payment.id}
                </Link>
                : {PAYMENT_STATUS_LABELS[payment.status]['pt-BR']}
              </p>
              {canWrite && retryable(invoice) ? (
                <RetryInvoiceButton
                  appId={appId}
                  subscription={subscription}
                  invoice={invoice}
                  onChanged={onChanged}
                />
              ) : null}
            </div>
            <PaymentSteps
              steps={timelineSteps(invoice.created_at, payment.timeline)}
              label={`Linha do tempo do pagamento do ciclo ${invoice.cycle}, do mais recente ao mais antigo`}
            />
          </section>
        ) : (
          <p className="text-sm text-muted-foreground">
            Nenhum pagamento ainda: o assinante paga pelo link da assinatura.
          </p>
        )}
      </CardContent>
    </Card>
  )
}
