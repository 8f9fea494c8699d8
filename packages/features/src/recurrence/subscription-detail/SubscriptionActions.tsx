import { useState } from 'react'
import type { SubscriptionDetail } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, ConfirmDialog, useNotify } from '@vitrine/ui'
import { CalendarClock, CircleSlash, Pause, Play, Replace, TimerOff } from 'lucide-react'
import { formatDate } from '../../shared/format.ts'
import { ChangePlanDialog } from './ChangePlanDialog.tsx'
import { ChargeDateDialog } from './ChargeDateDialog.tsx'
import { resumeChargeAt, subscriptionMoves } from './subscription-moves.ts'
import type { SubscriptionChanged } from './use-subscription.ts'

export interface SubscriptionActionsProps {
  appId: number
  detail: SubscriptionDetail
  onChanged: SubscriptionChanged
}

/**
 * Write level's actions, only those the state machine allows from the status, each asked first
 * with what it will do: pause, resume, cancel now or at the period's end, change the plan
 * (with the proration), move the charge date.
 */
export function SubscriptionActions({ appId, detail, onChanged }: SubscriptionActionsProps) {
  const api = useApi()
  const notify = useNotify()
  const [dialog, setDialog] = useState<'plan' | 'date' | null>(null)
  const { subscription } = detail
  const moves = subscriptionMoves(detail)
  const name = subscription.customer.name
  const resumeAt = resumeChargeAt(subscription)
  const inDunning = detail.invoices.some((invoice) => invoice.next_retry_at !== null)

  const act = async (call: Promise<SubscriptionDetail>, message: string) => {
    await onChanged(await call)
    notify({ type: 'success', message })
  }

  return (
    <div className="flex flex-wrap gap-2" data-slot="subscription-actions">
      {moves.pause ? (
        <ConfirmDialog
          title={`Pausar a assinatura de ${name}?`}
          description={`Nada é cobrado enquanto ela estiver pausada${
            inDunning ? ', e a fatura em atraso deixa de ser cobrada de novo' : ''
          }. Você pode retomá-la quando quiser.`}
          confirmLabel="Pausar"
          trigger={
            <Button variant="secondary">
              <Pause aria-hidden />
              Pausar
            </Button>
          }
          onConfirm={() => act(api.recurrence.pause(appId, subscription.id), 'Assinatura pausada.')}
        />
      ) : null}
      {moves.resume ? (
        <ConfirmDialog
          title={`Retomar a assinatura de ${name}?`}
          description={
            resumeAt
              ? `A assinatura volta a ficar ativa e a próxima cobrança é em ${formatDate(resumeAt)}.`
              : 'A assinatura volta a ficar ativa e um novo ciclo é cobrado agora.'
          }
          confirmLabel="Retomar"
          trigger={
            <Button variant="secondary">
              <Play aria-hidden />
              Retomar
            </Button>
          }
          onConfirm={() =>
            act(api.recurrence.resume(appId, subscription.id), 'Assinatura retomada.')
          }
        />
      ) : null}
      {moves.changePlan ? (
        <Button variant="secondary" onClick={() => setDialog('plan')}>
          <Replace aria-hidden />
          Trocar plano
        </Button>
      ) : null}
      {moves.changeChargeDate ? (
        <Button variant="secondary" onClick={() => setDialog('date')}>
          <CalendarClock aria-hidden />
          Mudar data de cobrança
        </Button>
      ) : null}
      {moves.cancelAtPeriodEnd && subscription.current_period_end ? (
        <ConfirmDialog
          title="Cancelar no fim do período?"
          description={`A assinatura segue ativa até ${formatDate(
            subscription.current_period_end,
          )} e então termina, sem nova cobrança. Até lá, dá para manter a assinatura.`}
          confirmLabel="Cancelar no fim do período"
          cancelLabel="Voltar"
          trigger={
            <Button variant="secondary">
              <TimerOff aria-hidden />
              Cancelar no fim do período
            </Button>
          }
          onConfirm={() =>
            act(
              api.recurrence.cancel(appId, subscription.id, { at_period_end: true }),
              'Cancelamento agendado para o fim do período.',
            )
          }
        />
      ) : null}
      {moves.cancelNow ? (
        <ConfirmDialog
          tone="danger"
          title={`Cancelar agora a assinatura de ${name}?`}
          description="A assinatura termina agora: nada mais é cobrado, as faturas em aberto expiram e o período em curso não é devolvido. Não é possível desfazer."
          confirmLabel="Cancelar agora"
          cancelLabel="Voltar"
          trigger={
            <Button variant="secondary">
              <CircleSlash aria-hidden />
              Cancelar agora
            </Button>
          }
          onConfirm={() =>
            act(
              api.recurrence.cancel(appId, subscription.id, { at_period_end: false }),
              'Assinatura cancelada.',
            )
          }
        />
      ) : null}
      <ChangePlanDialog
        appId={appId}
        subscription={subscription}
        open={dialog === 'plan'}
        onOpenChange={(open) => setDialog(open ? 'plan' : null)}
        onChanged={onChanged}
      />
      <ChargeDateDialog
        appId={appId}
        subscription={subscription}
        open={dialog === 'date'}
        onOpenChange={(open) => setDialog(open ? 'date' : null)}
        onChanged={onChanged}
      />
    </div>
  )
}
