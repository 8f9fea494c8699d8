import type { Supplier } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, ConfirmDialog, useNotify } from '@vitrine/ui'
import { Archive, ArchiveRestore } from 'lucide-react'

export interface ArchiveSupplierActionProps {
  appId: number
  supplier: Supplier
  onChanged: (supplier: Supplier) => Promise<unknown>
}

/**
 * Archiving keeps the supplier and its history but stops payments to it; unarchiving brings it
 * back. Each asks first: archiving says what stops, and a refusal shows in the confirmation.
 */
export function ArchiveSupplierAction({ appId, supplier, onChanged }: ArchiveSupplierActionProps) {
  const api = useApi()
  const notify = useNotify()
  const archiving = !supplier.archived
  return (
    <ConfirmDialog
      tone={archiving ? 'danger' : 'primary'}
      title={archiving ? 'Arquivar o fornecedor?' : 'Desarquivar o fornecedor?'}
      description={
        archiving
          ? `${supplier.name} sai da lista de fornecedores e não pode mais ser pago. O histórico de pagamentos continua aqui, e você pode desarquivar quando quiser.`
          : `${supplier.name} volta para a lista de fornecedores e pode ser pago de novo.`
      }
      confirmLabel={archiving ? 'Arquivar' : 'Desarquivar'}
      trigger={
        <Button variant="secondary">
          {archiving ? <Archive aria-hidden /> : <ArchiveRestore aria-hidden />}
          {archiving ? 'Arquivar' : 'Desarquivar'}
        </Button>
      }
      onConfirm={async () => {
        const changed = await api.wallet.setSupplierArchived(appId, supplier.id, archiving)
        await onChanged(changed)
        notify({
          type: 'success',
          message: archiving ? 'Fornecedor arquivado.' : 'Fornecedor desarquivado.',
        })
      }}
    />
  )
}
