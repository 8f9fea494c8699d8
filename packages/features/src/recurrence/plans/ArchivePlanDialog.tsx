import type { Plan } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { ConfirmDialog, useNotify } from '@vitrine/ui'

export interface ArchivePlanDialogProps {
  appId: number
  /** The plan to archive or bring back; null when closed. */
  plan: Plan | null
  onClose: () => void
  onChanged: (plan: Plan) => Promise<unknown>
}

const subscriptionsText = (n: number) =>
  n === 0
    ? 'Ele não tem assinaturas.'
    : n === 1
      ? 'A assinatura que ele tem continua sendo cobrada normalmente.'
      : `As ${n} assinaturas que ele tem continuam sendo cobradas normalmente.`

/**
 * Asks before archiving (the plan stops taking new subscriptions; those it has keep billing)
 * or bringing an archived plan back; a refusal shows in the confirmation.
 */
export function ArchivePlanDialog({ appId, plan, onClose, onChanged }: ArchivePlanDialogProps) {
  const api = useApi()
  const notify = useNotify()
  const archiving = plan?.archived_at === null
  return (
    <ConfirmDialog
      open={plan !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      tone={archiving ? 'danger' : 'primary'}
      title={archiving ? 'Arquivar o plano?' : 'Desarquivar o plano?'}
      description={
        plan
          ? archiving
            ? `«${plan.name}» deixa de aceitar novas assinaturas e sai da lista de planos. ${subscriptionsText(plan.subscriber_count)}`
            : `«${plan.name}» volta para a lista de planos${plan.active ? ' e aceita novas assinaturas' : ''}.`
          : null
      }
      confirmLabel={archiving ? 'Arquivar plano' : 'Desarquivar plano'}
      onConfirm={async () => {
        if (!plan) return
        const changed = await api.recurrence.setPlanArchived(appId, plan.id, archiving)
        await onChanged(changed)
        notify({
          type: 'success',
          message: archiving
            ? `Plano «${plan.name}» arquivado.`
            : `Plano «${plan.name}» desarquivado.`,
        })
      }}
    />
  )
}
