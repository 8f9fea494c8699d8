import useSWR from 'swr'
import { linkKeys, type PaymentLink } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, ConfirmDialog, useNotify } from '@vitrine/ui'
import { Copy, Pencil, Power, PowerOff, Trash2 } from 'lucide-react'
import { useNavigate } from '../../routes/navigation.tsx'
import { linkDetailHref, linkListHref } from '../shared/links.ts'
import { useLinkChanged } from '../shared/use-links.ts'

export interface LinkActionsProps {
  appId: number
  link: PaymentLink
  onEdit: () => void
}

/**
 * What write level may do with a link: edit it, duplicate it (the copy opens, switched off),
 * switch it off or on (asked first), and delete it while no payment went through it — after
 * that the server refuses (409) and says to deactivate it instead, in the dialog.
 */
export function LinkActions({ appId, link, onEdit }: LinkActionsProps) {
  const api = useApi()
  const notify = useNotify()
  const navigate = useNavigate()
  const changed = useLinkChanged(appId)
  const totals = useSWR(linkKeys.totals(appId, link.id), () => api.links.totals(appId, link.id))
  const deletable = totals.data?.payments_count === 0

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={onEdit}>
        <Pencil aria-hidden />
        Editar
      </Button>
      <Button
        variant="secondary"
        onClick={async () => {
          const copy = await api.links.duplicate(appId, link.id)
          changed(copy)
          notify({
            type: 'success',
            message: `Cópia criada, desativada até você revisá-la: «${copy.title}».`,
          })
          navigate(linkDetailHref(appId, copy.slug))
        }}
      >
        <Copy aria-hidden />
        Duplicar
      </Button>
      {link.active ? (
        <ConfirmDialog
          tone="danger"
          title={`Desativar «${link.title}»?`}
          description="Quem abrir o endereço verá que o link não aceita mais pagamentos. Os pagamentos já feitos continuam na loja, e você pode ativá-lo de novo quando quiser."
          confirmLabel="Desativar"
          trigger={
            <Button variant="secondary">
              <PowerOff aria-hidden />
              Desativar
            </Button>
          }
          onConfirm={async () => {
            changed(await api.links.setActive(appId, link.id, false))
            notify({ type: 'success', message: 'Link desativado.' })
          }}
        />
      ) : (
        <ConfirmDialog
          tone="primary"
          title={`Ativar «${link.title}»?`}
          description="O link volta a aceitar pagamentos (se não tiver expirado nem esgotado)."
          confirmLabel="Ativar"
          trigger={
            <Button variant="secondary">
              <Power aria-hidden />
              Ativar
            </Button>
          }
          onConfirm={async () => {
            changed(await api.links.setActive(appId, link.id, true))
            notify({ type: 'success', message: 'Link ativado.' })
          }}
        />
      )}
      {deletable ? (
        <ConfirmDialog
          tone="danger"
          title={`Excluir «${link.title}»?`}
          description="O link e o seu endereço deixam de existir. Não é possível desfazer."
          confirmLabel="Excluir"
          trigger={
            <Button variant="secondary">
              <Trash2 aria-hidden />
              Excluir
            </Button>
          }
          onConfirm={async () => {
            await api.links.remove(appId, link.id)
            changed(null, link)
            notify({ type: 'success', message: `«${link.title}» excluído.` })
            navigate(linkListHref(appId))
          }}
        />
      ) : null}
    </div>
  )
}
