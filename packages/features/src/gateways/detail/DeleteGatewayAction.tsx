import { useSWRConfig } from 'swr'
import { gatewayKeys, type Gateway } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, ConfirmDialog, useNotify } from '@vitrine/ui'
import { Trash2 } from 'lucide-react'
import { useNavigate } from '../../routes/navigation.tsx'

export interface DeleteGatewayActionProps {
  appId: number
  gateway: Gateway
  /** The type's list, where the user lands once the gateway is gone. */
  listHref: string
}

/**
 * Removing asks first. The server refuses (409) once a payment went through the gateway —
 * the payments keep pointing at it — and its message, which says to deactivate it instead,
 * shows in the dialog.
 */
export function DeleteGatewayAction({ appId, gateway, listHref }: DeleteGatewayActionProps) {
  const api = useApi()
  const notify = useNotify()
  const navigate = useNavigate()
  const { mutate } = useSWRConfig()
  return (
    <ConfirmDialog
      tone="danger"
      title={`Excluir «${gateway.name}»?`}
      description="A configuração e as credenciais deste meio de pagamento serão apagadas. Não é possível desfazer."
      confirmLabel="Excluir"
      trigger={
        <Button variant="secondary">
          <Trash2 aria-hidden />
          Excluir
        </Button>
      }
      onConfirm={async () => {
        await api.gateways.remove(appId, gateway.id)
        // Every list of the store's gateways (this type's, the overview's) has one fewer.
        const [root, store] = gatewayKeys.all(appId)
        void mutate(
          (key) => Array.isArray(key) && key[0] === root && key[1] === store && key[2] === 'list',
        )
        notify({ type: 'success', message: `«${gateway.name}» excluído.` })
        navigate(listHref)
      }}
    />
  )
}
