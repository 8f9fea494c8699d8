import { formatMoney, type Subscription } from '@vitrine/api'
import { Alert, Button, ConfirmDialog, useNotify } from '@vitrine/ui'
import { useApi } from '@vitrine/api/react'
import { formatDate } from '../../shared/format.ts'
import type { SubscriptionChanged } from './use-subscription.ts'

export interface SubscriptionNoticesProps {
  appId: number
  subscription: Subscription
  /** Write level may take back a cancellation at the period's end ("Manter assinatura"). */
  canKeep: boolean
  onChanged: SubscriptionChanged
}

/**
 * What is about to happen that the facts do not say: a cancellation at the end of the period
 * (with "Manter assinatura" to take it back), and a plan change's adjustment waiting for the
 * next invoice.
 */
export function SubscriptionNotices({
  appId,
  subscription,
  canKeep,
  onChanged,
}: SubscriptionNoticesProps) {
  const api = useApi()
  const notify = useNotify()
  const adjustment = subscription.pending_adjustment_cents
  const endsAt = subscription.current_period_end
  return (
    <>
      {subscription.cancel_at_period_end ? (
        <Alert tone="warning" data-slot="cancel-at-period-end">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>
              Cancelamento agendado: a assinatura termina
              {endsAt ? ` em ${formatDate(endsAt)}` : ' no fim do período'}, sem nova cobrança.
            </p>
            {canKeep ? (
              <ConfirmDialog
                title="Manter a assinatura?"
                description={`O cancelamento agendado é desfeito: ${
                  subscription.next_charge_at
                    ? `a cobrança de ${formatDate(subscription.next_charge_at)} acontece normalmente`
                    : 'as cobranças seguem normalmente'
                }.`}
                confirmLabel="Manter assinatura"
                cancelLabel="Voltar"
                trigger={
                  <Button variant="secondary" size="sm">
                    Manter assinatura
                  </Button>
                }
                onConfirm={async () => {
                  await onChanged(await api.recurrence.keep(appId, subscription.id))
                  notify({ type: 'success', message: 'Assinatura mantida.' })
                }}
              />
            ) : null}
          </div>
        </Alert>
      ) : null}
      {adjustment !== 0 ? (
        <Alert tone="info" data-slot="pending-adjustment">
          {adjustment > 0
            ? `A próxima fatura tem ${formatMoney(adjustment)} a mais, da troca de plano.`
            : `A próxima fatura tem ${formatMoney(-adjustment)} de desconto, da troca de plano.`}
        </Alert>
      ) : null}
    </>
  )
}
