import type { Seller } from '@vitrine/api'
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
import { Form, SubmitButton, TextField } from '@vitrine/ui/form'
import { showServerError } from '../../shared/server-errors.ts'
import { PayoutDestinationFields } from '../../shared/payout-destination/PayoutDestinationFields.tsx'
import { SellerFormSchema, sellerFormValues } from './seller-form.ts'

export interface SellerFormDialogProps {
  appId: number
  gatewayId: number
  /** The seller being edited; none for a new one. */
  seller?: Seller
  open: boolean
  onOpenChange: (open: boolean) => void
  /** After a save: the list is asked again. */
  onSaved: (seller: Seller) => void | Promise<void>
}

/**
 * "Novo vendedor" and "Editar vendedor": name, CPF or CNPJ, e-mail, where it receives and its
 * account at the provider. The server's field messages land on their fields (a document the
 * gateway already has is a 409 on `document`).
 */
export function SellerFormDialog({
  appId,
  gatewayId,
  seller,
  open,
  onOpenChange,
  onSaved,
}: SellerFormDialogProps) {
  const api = useApi()
  const notify = useNotify()
  const title = seller ? 'Editar vendedor' : 'Novo vendedor'
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {seller
              ? 'A situação do vendedor não muda ao salvar; para suspender, use o botão da lista.'
              : 'O provedor do meio de pagamento verifica o documento e a conta antes de o vendedor entrar numa regra; no sandbox, a verificação é imediata.'}
          </DialogDescription>
        </DialogHeader>
        <Form
          schema={SellerFormSchema}
          aria-label={title}
          defaultValues={sellerFormValues(seller)}
          onSubmit={async (values, form) => {
            try {
              const saved = seller
                ? await api.split.updateSeller(appId, gatewayId, seller.id, values)
                : await api.split.createSeller(appId, gatewayId, values)
              notify({
                type: 'success',
                message: seller
                  ? `Vendedor «${saved.name}» atualizado.`
                  : `Vendedor «${saved.name}» cadastrado.`,
              })
              await onSaved(saved)
              onOpenChange(false)
            } catch (error) {
              showServerError(form, error)
            }
          }}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label="Nome" autoComplete="off" required />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  control={control}
                  name="document"
                  label="CPF ou CNPJ"
                  hint="Com ou sem pontuação."
                  autoComplete="off"
                  required
                />
                <TextField
                  control={control}
                  name="email"
                  label="E-mail"
                  type="email"
                  hint="Com ele o vendedor entra no painel e vê as suas vendas."
                  autoComplete="off"
                  required
                />
              </div>
              <PayoutDestinationFields name="payout" />
              <TextField
                control={control}
                name="provider_account"
                label="Conta no provedor"
                hint="O número da conta do vendedor no provedor, se ele tiver uma (usado no formato eficustom)."
                inputMode="numeric"
                autoComplete="off"
              />
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="secondary">Cancelar</Button>
                </DialogClose>
                <SubmitButton>{seller ? 'Salvar vendedor' : 'Cadastrar vendedor'}</SubmitButton>
              </DialogFooter>
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  )
}
