import { useState } from 'react'
import type { Supplier } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useNotify,
} from '@vitrine/ui'
import { Form, SubmitButton } from '@vitrine/ui/form'
import { Pencil } from 'lucide-react'
import { showServerError } from '../../shared/server-errors.ts'
import { SupplierFields } from '../suppliers/SupplierFields.tsx'
import { SupplierFormSchema, supplierFormValues } from '../suppliers/supplier-form.ts'

export interface EditSupplierActionProps {
  appId: number
  supplier: Supplier
  onSaved: (supplier: Supplier) => Promise<unknown>
}

/** "Editar dados": the supplier's own fields, as registered; a taken document on its field. */
export function EditSupplierAction({ appId, supplier, onSaved }: EditSupplierActionProps) {
  const api = useApi()
  const notify = useNotify()
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Pencil aria-hidden />
        Editar dados
      </Button>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Editar fornecedor</DialogTitle>
          <DialogDescription>
            Os pagamentos já feitos continuam com a conta que tinham; os próximos vão para a nova.
          </DialogDescription>
        </DialogHeader>
        <Form
          schema={SupplierFormSchema}
          aria-label="Dados do fornecedor"
          defaultValues={supplierFormValues(supplier)}
          onSubmit={async (values, form) => {
            try {
              const saved = await api.wallet.updateSupplier(appId, supplier.id, values)
              await onSaved(saved)
              notify({ type: 'success', message: 'Dados do fornecedor salvos.' })
              setOpen(false)
            } catch (error) {
              showServerError(form, error)
            }
          }}
        >
          <SupplierFields />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancelar</Button>
            </DialogClose>
            <SubmitButton>Salvar</SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
