import type { CmsElement } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { ConfirmDialog, useNotify } from '@vitrine/ui'
import { elementTitle } from '../shared/element-words.ts'

/** Asks before removing an element (DELETE /cms/{layoutId}/remove); a refusal shows in it. */
export function RemoveElementDialog({
  layoutId,
  element,
  onClose,
  onRemoved,
}: {
  layoutId: number
  /** The element to remove; null when closed. */
  element: CmsElement | null
  onClose: () => void
  onRemoved: () => Promise<unknown>
}) {
  const api = useApi()
  const notify = useNotify()
  const title = element ? elementTitle(element) : ''
  return (
    <ConfirmDialog
      open={element !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      tone="danger"
      title="Remover o elemento?"
      description={
        element ? `«${title}» sai da página e da loja. Isso não pode ser desfeito.` : null
      }
      confirmLabel="Remover elemento"
      onConfirm={async () => {
        if (!element) return
        await api.cms.remove(layoutId, {
          page_id: element.page_id,
          content_id: element.content_id,
        })
        await onRemoved()
        notify({ type: 'success', message: `Elemento «${title}» removido.` })
      }}
    />
  )
}
