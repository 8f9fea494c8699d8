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
import { useNavigate } from '../../routes/navigation.tsx'
import { customerDetailHref } from '../shared/links.ts'
import type { CustomerSection } from '../section.ts'
import { CreateCustomerFormSchema } from './create-customer-form.ts'

export interface CreateCustomerDialogProps {
  appId: number
  section: CustomerSection
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * "Novo cliente": name and a way to find the customer again (e-mail or CPF/CNPJ), then on to
 * the new customer's page, in the same section, to fill in the rest.
 */
export function CreateCustomerDialog({
  appId,
  section,
  open,
  onOpenChange,
}: CreateCustomerDialogProps) {
  const api = useApi()
  const notify = useNotify()
  const navigate = useNavigate()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Novo cliente</DialogTitle>
          <DialogDescription>
            Informe o nome e um e-mail ou CPF/CNPJ. Endereços, etiquetas e observações você completa
            em seguida, na página do cliente.
          </DialogDescription>
        </DialogHeader>
        <Form
          schema={CreateCustomerFormSchema}
          aria-label="Novo cliente"
          defaultValues={{ name: '', email: '', document: '', phone: '' }}
          onSubmit={async (values, form) => {
            try {
              const created = await api.customers.create(appId, values)
              notify({ type: 'success', message: `Cliente «${created.name}» cadastrado.` })
              onOpenChange(false)
              navigate(customerDetailHref(section, appId, created.id))
            } catch (error) {
              showServerError(form, error)
            }
          }}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label="Nome" autoComplete="off" required />
              <TextField
                control={control}
                name="email"
                label="E-mail"
                type="email"
                autoComplete="off"
              />
              <TextField
                control={control}
                name="document"
                label="CPF ou CNPJ"
                hint="Com ou sem pontuação."
                autoComplete="off"
              />
              <TextField
                control={control}
                name="phone"
                label="Telefone"
                type="tel"
                inputMode="tel"
                placeholder="(11) 98765-4321"
                autoComplete="off"
              />
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="secondary">Cancelar</Button>
                </DialogClose>
                <SubmitButton>Cadastrar cliente</SubmitButton>
              </DialogFooter>
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  )
}
