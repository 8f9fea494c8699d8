import type { Manager } from '@vitrine/api'
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
import { Form, SubmitButton } from '@vitrine/ui/form'
import { showServerError } from '../../shared/server-errors.ts'
import { formatDate } from '../../shared/format.ts'
import { ReadOnlyNote } from '../shared/AccessNotes.tsx'
import { PermissionMatrixField } from '../shared/PermissionMatrixField.tsx'
import { EditAccessFormSchema } from './manager-form.ts'
import { managerName } from './ManagerTable.tsx'
import { RolesField } from './RolesField.tsx'

export interface EditAccessDialogProps {
  appId: number
  /** The manager being looked at; null keeps the dialog closed. */
  manager: Manager | null
  /** Read level shows the same editor, disabled, with no way to save. */
  canChange: boolean
  onClose: () => void
  onSaved: (manager: Manager) => void
}

/** One manager's levels per area and special roles. */
export function EditAccessDialog({
  appId,
  manager,
  canChange,
  onClose,
  onSaved,
}: EditAccessDialogProps) {
  const api = useApi()
  return (
    <Dialog open={manager !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {manager ? (
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>Permissões de {managerName(manager)}</DialogTitle>
            <DialogDescription>
              {manager.status === 'pending'
                ? `Convite enviado para ${manager.email}${
                    manager.expires_at ? `, válido até ${formatDate(manager.expires_at)}` : ''
                  }.`
                : manager.email}
            </DialogDescription>
          </DialogHeader>
          {canChange ? null : (
            <ReadOnlyNote>Você pode ver estas permissões, mas não alterá-las.</ReadOnlyNote>
          )}
          <Form
            schema={EditAccessFormSchema}
            aria-label={`Permissões de ${managerName(manager)}`}
            className="gap-5"
            defaultValues={{ permissions: manager.permissions, roles: manager.roles }}
            onSubmit={async ({ permissions, roles }, form) => {
              try {
                const answer = await api.control.save(appId, { id: manager.id, permissions, roles })
                onSaved(answer.manager)
              } catch (error) {
                showServerError(form, error)
              }
            }}
          >
            <PermissionMatrixField
              name="permissions"
              label="Permissões por área"
              hint="Leitura permite ver; edição permite ver e alterar."
              disabled={!canChange}
              showShortcuts
            />
            <RolesField disabled={!canChange} />
            <DialogFooter>
              {canChange ? (
                <>
                  <DialogClose asChild>
                    <Button variant="secondary">Cancelar</Button>
                  </DialogClose>
                  <SubmitButton>Salvar permissões</SubmitButton>
                </>
              ) : (
                <DialogClose asChild>
                  <Button variant="secondary">Fechar</Button>
                </DialogClose>
              )}
            </DialogFooter>
          </Form>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
