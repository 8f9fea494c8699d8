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
import { useNavigate } from '../../routes/navigation.tsx'
import { showServerError } from '../../shared/server-errors.ts'
import { supplierHref } from './supplier-links.ts'
import { SupplierFields } from './SupplierFields.tsx'
import { SupplierFormSchema, supplierFormValues } from './supplier-form.ts'

export interface CreateSupplierDialogProps {
  appId: number
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The list is asked again once the supplier exists. */
  onCreated: () => Promise<unknown>
}

/**
 * "Novo fornecedor": who it is, what the store buys from it and where it receives; then on to
 * its page, where it is paid. A document already registered is refused on its field (409).
 */
export function CreateSupplierDialog({
  appId,
  open,
  onOpenChange,
  onCreated,
}: CreateSupplierDialogProps) {
  const api = useApi()
  const notify = useNotify()
  const navigate = useNavigate()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Novo fornecedor</DialogTitle>
          <DialogDescription>
            Quem a loja paga com o saldo da carteira: uma pessoa ou empresa, e a conta ou chave pix
            em que recebe.
          </DialogDescription>
        </DialogHeader>
        <Form
          schema={SupplierFormSchema}
          aria-label="Novo fornecedor"
          defaultValues={supplierFormValues()}
          onSubmit={async (values, form) => {
            try {
              const created = await api.wallet.createSupplier(appId, values)
              await onCreated()
              notify({ type: 'success', message: `Fornecedor «${created.name}» cadastrado.` })
              onOpenChange(false)
              navigate(supplierHref(appId, created.id))
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
            <SubmitButton>Cadastrar fornecedor</SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
