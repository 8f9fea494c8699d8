import { useState } from 'react'
import type { Invoice, Subscription } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, ConfirmDialog, useNotify } from '@vitrine/ui'
import { RefreshCw } from 'lucide-react'
import { formatMoney } from '@vitrine/api'
import { useRequestKey } from '../../shared/request-key.ts'
import { cardText } from '../shared/subscription-words.ts'
import type { SubscriptionChanged } from './use-subscription.ts'

/** Only a declined, unpaid card invoice still in force can be charged again (the server's rule). */
export function retryable(invoice: Invoice): boolean {
  const status = invoice.payment?.status
  return (
    invoice.method === 'creditcard' &&
    invoice.status === 'active' &&
    invoice.paid_at === null &&
    (status === 'failed' || status === 'retry-error')
  )
}

export interface RetryInvoiceButtonProps {
  appId: number
  subscription: Subscription
  invoice: Invoice
  onChanged: SubscriptionChanged
}

/**
 * "Cobrar de novo": charges the card on file now, asked first. Each confirmation is one intent
 * with its own idempotency key (made when the question opens), so a retry of the same request
 * after a lost answer never charges twice.
 */
export function RetryInvoiceButton(props: RetryInvoiceButtonProps) {
  const [asking, setAsking] = useState(0)
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setAsking((count) => count + 1)}>
        <RefreshCw aria-hidden />
        Cobrar de novo
      </Button>
      {asking > 0 ? (
        // A new question (a new click) mounts anew: a new key.
        <RetryQuestion key={asking} {...props} onClose={() => setAsking(0)} />
      ) : null}
    </>
  )
}

function RetryQuestion({
  appId,
  subscription,
  invoice,
  onChanged,
  onClose,
}: RetryInvoiceButtonProps & { onClose: () => void }) {
  const api = useApi()
  const notify = useNotify()
  const keyFor = useRequestKey()
  const card = subscription.card
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={`Cobrar de novo a fatura do ciclo ${invoice.cycle}?`}
      description={
        card
          ? `${formatMoney(invoice.amount_cents)} serão cobrados agora no ${cardText(card)}.`
          : 'A assinatura não tem cartão cadastrado: o assinante precisa informar um.'
      }
      confirmLabel="Cobrar agora"
      cancelLabel="Voltar"
      onConfirm={async () => {
        const request = { subscription: subscription.id, invoice: invoice.id }
        const changed = await api.recurrence.retryInvoice(
          appId,
          subscription.id,
          invoice.id,
          keyFor(request),
        )
        await onChanged(changed)
        const after = changed.invoices.find((item) => item.id === invoice.id)
        notify(
          after?.paid_at
            ? { type: 'success', message: `Fatura do ciclo ${invoice.cycle} paga.` }
            : { type: 'error', message: 'O cartão foi recusado de novo.' },
        )
      }}
    />
  )
}
