import { useState } from 'react'
import { formatMoney } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, ConfirmDialog, useNotify } from '@vitrine/ui'

export interface ReleaseNowButtonProps {
  appId: number
  gatewayId: number
  sellerId: number
  sellerName: string
  /** What waits in the seller's pending balance. */
  pendingCents: number
  onReleased: () => void | Promise<void>
}

/**
 * "Liberar agora": the seller's pending parts move to its available balance before their
 * release date, after a confirmation. It moves money, so the request carries an idempotency
 * key made when the dialog opens (as `transactions/shared/idempotency.ts` does): a retry after
 * a lost answer sends the same key and the server answers the first release, never a second.
 */
export function ReleaseNowButton({
  appId,
  gatewayId,
  sellerId,
  sellerName,
  pendingCents,
  onReleased,
}: ReleaseNowButtonProps) {
  const api = useApi()
  const notify = useNotify()
  const [requestKey, setRequestKey] = useState<string | null>(null)
  return (
    <ConfirmDialog
      open={requestKey !== null}
      onOpenChange={(open) => setRequestKey(open ? crypto.randomUUID() : null)}
      trigger={
        <Button variant="secondary" size="sm" disabled={pendingCents <= 0}>
          Liberar agora
        </Button>
      }
      title={`Liberar ${formatMoney(pendingCents)} para ${sellerName}?`}
      description="As partes a liberar passam agora para o saldo disponível do vendedor, antes da data de liberação. Depois disso, um estorno desses pagamentos é cobrado do saldo disponível."
      confirmLabel="Liberar agora"
      onConfirm={async () => {
        const released = await api.split.releaseSeller(appId, gatewayId, sellerId, requestKey!)
        notify({
          type: 'success',
          message:
            released.released_parts === 0
              ? 'Não havia partes a liberar.'
              : `${formatMoney(released.released_cents)} liberados para ${sellerName}.`,
        })
        await onReleased()
      }}
    />
  )
}
