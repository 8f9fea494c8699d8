import { Button, ConfirmDialog } from '@vitrine/ui'

/**
 * A list row's "Editar" and "Excluir" (asked first), named for the row ("o cupom BEMVINDO10",
 * "a regra por termo «tenis»") so each button says what it acts on.
 */
export function RowActions({
  what,
  consequence,
  onEdit,
  onDelete,
}: {
  /** "o cupom BEMVINDO10" */
  what: string
  /** What deleting it means for the store's customers. */
  consequence: string
  onEdit: () => void
  onDelete: () => Promise<void>
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" variant="secondary" aria-label={`Editar ${what}`} onClick={onEdit}>
        Editar
      </Button>
      <ConfirmDialog
        title={`Excluir ${what}?`}
        description={consequence}
        confirmLabel="Excluir"
        tone="danger"
        onConfirm={onDelete}
        trigger={
          <Button size="sm" variant="ghost" aria-label={`Excluir ${what}`}>
            Excluir
          </Button>
        }
      />
    </div>
  )
}
