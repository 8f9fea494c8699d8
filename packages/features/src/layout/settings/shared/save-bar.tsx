import { Alert, Button } from '@vitrine/ui'
import { Save, Undo2 } from 'lucide-react'
import { formatDateTime } from '../../../shared/format.ts'

/**
 * The foot of a settings form: who saved last, whether there are unsaved changes, and Salvar /
 * Desfazer alterações for write level (read level is told why nothing can change, at the top).
 */
export function SaveBar({
  canWrite,
  dirty,
  busy,
  formError,
  updatedAt,
  updatedBy,
  onUndo,
}: {
  canWrite: boolean
  dirty: boolean
  busy: boolean
  formError: string | null
  updatedAt: string | null
  updatedBy: string | null
  onUndo: () => void
}) {
  return (
    <div className="flex flex-col gap-3">
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {updatedAt
            ? `Salvas em ${formatDateTime(updatedAt)}${updatedBy ? ` por ${updatedBy}` : ''}.`
            : 'Ainda não salvas: valem os padrões.'}
          {dirty ? ' Há alterações não salvas.' : ''}
        </p>
        {canWrite ? (
          <div className="flex gap-2">
            <Button variant="secondary" disabled={!dirty || busy} onClick={onUndo}>
              <Undo2 aria-hidden />
              Desfazer alterações
            </Button>
            <Button type="submit" loading={busy} disabled={busy}>
              <Save aria-hidden />
              Salvar
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  )
}

/** Read level: everything shows, disabled, with the reason. */
export function ReadOnlyNotice() {
  return (
    <Alert tone="info">
      Você pode ver as configurações, mas não alterá-las: peça acesso de edição ao layout.
    </Alert>
  )
}
