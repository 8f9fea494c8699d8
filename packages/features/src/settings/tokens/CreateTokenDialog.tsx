import { useState } from 'react'
import { NO_LEVELS, type CreatedApiToken } from '@vitrine/api'
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
} from '@vitrine/ui'
import { Form, SubmitButton, TextField } from '@vitrine/ui/form'
import { SecretReveal } from '../../shared/SecretReveal.tsx'
import { showServerError } from '../../shared/server-errors.ts'
import { PermissionMatrixField } from '../shared/PermissionMatrixField.tsx'
import { CreateTokenFormSchema, firstExpiryDay } from './token-form.ts'

export interface CreateTokenDialogProps {
  appId: number
  open: boolean
  /** Closed by any way out; `created` says whether the list has a new token to show. */
  onClose: (created: boolean) => void
}

/**
 * Two steps in one dialog: the token's name, scope and expiry, then its secret. The secret
 * lives only in this component's state, so closing the dialog forgets it for good.
 */
export function CreateTokenDialog({ appId, open, onClose }: CreateTokenDialogProps) {
  const api = useApi()
  const [created, setCreated] = useState<CreatedApiToken | null>(null)

  function close() {
    onClose(created !== null)
    setCreated(null)
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent
        size="lg"
        // A stray click beside the dialog must not throw away a secret nobody copied yet.
        onInteractOutside={(event) => (created ? event.preventDefault() : undefined)}
      >
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>Token criado</DialogTitle>
              <DialogDescription>
                Use este token no cabeçalho <code className="font-mono">Token</code> das chamadas à
                API de «{created.token.name}».
              </DialogDescription>
            </DialogHeader>
            <SecretReveal
              secret={created.secret}
              label="Token"
              noun="token"
              warning="Copie agora: este token não será mostrado de novo."
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button>Concluir</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Criar token</DialogTitle>
              <DialogDescription>
                Um token deixa outro sistema, como um ERP, usar a API da loja com o acesso que você
                escolher, nunca mais do que o seu.
              </DialogDescription>
            </DialogHeader>
            <Form
              schema={CreateTokenFormSchema}
              aria-label="Criar token"
              className="gap-5"
              defaultValues={{ name: '', scope: NO_LEVELS, expires_on: '' }}
              onSubmit={async (values, form) => {
                try {
                  setCreated(await api.tokens.create(appId, values))
                } catch (error) {
                  showServerError(form, error)
                }
              }}
            >
              {({ control }) => (
                <>
                  <TextField
                    control={control}
                    name="name"
                    label="Nome"
                    hint="Para reconhecer o token depois, por exemplo «Integração ERP»."
                    autoComplete="off"
                    required
                  />
                  <PermissionMatrixField name="scope" label="Escopo" showShortcuts />
                  <TextField
                    control={control}
                    name="expires_on"
                    label="Validade"
                    type="date"
                    min={firstExpiryDay(new Date())}
                    hint="Opcional. Depois desse dia o token para de funcionar."
                    className="max-w-60"
                  />
                  <DialogFooter>
                    <DialogClose asChild>
                      <Button variant="secondary">Cancelar</Button>
                    </DialogClose>
                    <SubmitButton>Criar token</SubmitButton>
                  </DialogFooter>
                </>
              )}
            </Form>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
