import { NO_LEVELS, type SaveAnswer } from '@vitrine/api'
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
import { showServerError } from '../../shared/server-errors.ts'
import { PermissionMatrixField } from '../shared/PermissionMatrixField.tsx'
import { InviteFormSchema } from './manager-form.ts'
import { RolesField } from './RolesField.tsx'

export interface InviteDialogProps {
  appId: number
  open: boolean
  onOpenChange: (open: boolean) => void
  onSaved: (answer: SaveAnswer) => void
}

/** Adds someone by e-mail with their levels and roles; unknown addresses get an invitation. */
export function InviteDialog({ appId, open, onOpenChange, onSaved }: InviteDialogProps) {
  const api = useApi()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Convidar pessoa</DialogTitle>
          <DialogDescription>
            A pessoa recebe um convite por e-mail e ganha o acesso quando o aceitar, tenha ela conta
            no painel ou não.
          </DialogDescription>
        </DialogHeader>
        <Form
          schema={InviteFormSchema}
          aria-label="Convidar pessoa"
          className="gap-5"
          defaultValues={{ email: '', permissions: NO_LEVELS, roles: [] }}
          onSubmit={async (values, form) => {
            try {
              onSaved(await api.control.save(appId, values))
            } catch (error) {
              showServerError(form, error)
            }
          }}
        >
          {({ control }) => (
            <>
              <TextField
                control={control}
                name="email"
                label="E-mail"
                type="email"
                autoComplete="off"
                required
              />
              <PermissionMatrixField
                name="permissions"
                label="Permissões por área"
                hint="Leitura permite ver; edição permite ver e alterar."
                showShortcuts
              />
              <RolesField deps={['permissions']} />
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="secondary">Cancelar</Button>
                </DialogClose>
                <SubmitButton>Enviar convite</SubmitButton>
              </DialogFooter>
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  )
}
