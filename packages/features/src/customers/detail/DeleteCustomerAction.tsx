import type { Customer } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, ConfirmDialog, useNotify } from '@vitrine/ui'
import { Trash2 } from 'lucide-react'
import { useNavigate } from '../../routes/navigation.tsx'

export interface DeleteCustomerActionProps {
  appId: number
  customer: Customer
  /** The section's list, where the user lands once the customer is gone. */
  listHref: string
}

/**
 * Deleting asks first. The server refuses (409) while the customer has purchases or
 * subscriptions — they are part of the store's history — and its message shows in the dialog.
 */
export function DeleteCustomerAction({ appId, customer, listHref }: DeleteCustomerActionProps) {
  const api = useApi()
  const notify = useNotify()
  const navigate = useNavigate()
  return (
    <ConfirmDialog
      tone="danger"
      title={`Excluir o cliente «${customer.name}»?`}
      description="O cadastro, os endereços e as observações serão apagados. Não é possível desfazer."
      confirmLabel="Excluir cliente"
      trigger={
        <Button variant="secondary">
          <Trash2 aria-hidden />
          Excluir cliente
        </Button>
      }
      onConfirm={async () => {
        await api.customers.remove(appId, customer.id)
        notify({ type: 'success', message: `Cliente «${customer.name}» excluído.` })
        navigate(listHref)
      }}
    />
  )
}
