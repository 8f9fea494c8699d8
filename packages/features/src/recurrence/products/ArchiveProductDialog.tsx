import type { RecurrenceProduct } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { ConfirmDialog, useNotify } from '@vitrine/ui'

export interface ArchiveProductDialogProps {
  appId: number
  /** The product to archive or bring back; null when closed. */
  product: RecurrenceProduct | null
  onClose: () => void
  onChanged: (product: RecurrenceProduct) => Promise<unknown>
}

const keptText = (n: number) =>
  n === 0
    ? ''
    : n === 1
      ? ' O plano que já o tem continua com ele.'
      : ` Os ${n} planos que já o têm continuam com ele.`

/**
 * Asks before archiving (the product leaves the choice of new plans; the plans that hold it
 * keep it) or bringing an archived product back; a refusal shows in the confirmation.
 */
export function ArchiveProductDialog({
  appId,
  product,
  onClose,
  onChanged,
}: ArchiveProductDialogProps) {
  const api = useApi()
  const notify = useNotify()
  const archiving = product?.archived_at === null
  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      tone={archiving ? 'danger' : 'primary'}
      title={archiving ? 'Arquivar o produto?' : 'Desarquivar o produto?'}
      description={
        product
          ? archiving
            ? `«${product.name}» sai da lista de produtos e não pode mais ser incluído em planos.${keptText(product.plan_count)}`
            : `«${product.name}» volta para a lista de produtos e pode ser incluído em planos.`
          : null
      }
      confirmLabel={archiving ? 'Arquivar produto' : 'Desarquivar produto'}
      onConfirm={async () => {
        if (!product) return
        const changed = await api.recurrence.setProductArchived(appId, product.id, archiving)
        await onChanged(changed)
        notify({
          type: 'success',
          message: archiving
            ? `Produto «${product.name}» arquivado.`
            : `Produto «${product.name}» desarquivado.`,
        })
      }}
    />
  )
}
