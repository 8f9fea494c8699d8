import { useState, type DragEvent, type KeyboardEvent } from 'react'
import type { CustomField } from '@vitrine/api'
import { Badge, Button, ConfirmDialog, cn } from '@vitrine/ui'
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react'
import { TYPE_LABELS, VISIBILITY_LABELS } from './labels.ts'

export interface FieldListProps {
  fields: readonly CustomField[]
  canWrite: boolean
  /** The group's fields in a new order (by id), after a drag or a move by keyboard or button. */
  onReorder: (ids: number[]) => void
  onEdit: (field: CustomField) => void
  onDelete: (field: CustomField) => Promise<void>
}

/** The ids with the one at `from` moved to `to`. */
export function moved(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids]
  const [id] = next.splice(from, 1)
  next.splice(to, 0, id!)
  return next
}

/**
 * A group's fields in the order payers see them. At write level each row is dragged by its
 * handle, or moved with the handle focused and Alt+↑/↓ (or its two buttons): the same order
 * either way, announced to screen readers.
 */
export function FieldList({ fields, canWrite, onReorder, onEdit, onDelete }: FieldListProps) {
  const [dragging, setDragging] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const ids = fields.map((field) => field.id)

  const move = (from: number, to: number, focus = false) => {
    if (to < 0 || to >= fields.length || from === to) return
    const field = fields[from]!
    onReorder(moved(ids, from, to))
    setAnnouncement(`«${field.label}» agora na posição ${to + 1} de ${fields.length}.`)
    if (focus) {
      // The row re-renders in its new place: keep the keyboard on its handle.
      requestAnimationFrame(() => document.getElementById(`field-handle-${field.id}`)?.focus())
    }
  }
  const onHandleKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return
    event.preventDefault()
    move(index, index + (event.key === 'ArrowUp' ? -1 : 1), true)
  }
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault()
    if (dragging !== null) move(dragging, index)
    setDragging(null)
    setOver(null)
  }

  return (
    <>
      <ol aria-label="Campos do grupo, na ordem do checkout" className="flex flex-col gap-2">
        {fields.map((field, index) => (
          <li
            key={field.id}
            data-slot="custom-field-row"
            onDragOver={(event) => {
              if (dragging === null) return
              event.preventDefault()
              setOver(index)
            }}
            onDragLeave={() => setOver((current) => (current === index ? null : current))}
            onDrop={(event) => onDrop(event, index)}
            className={cn(
              'flex flex-wrap items-center gap-3 rounded-lg border bg-surface p-3',
              over === index && dragging !== index && 'border-primary ring-2 ring-primary/30',
              dragging === index && 'opacity-60',
            )}
          >
            {canWrite ? (
              <button
                type="button"
                id={`field-handle-${field.id}`}
                draggable
                aria-label={`Reordenar «${field.label}»: arraste, ou use Alt+seta para cima ou para baixo`}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move'
                  event.dataTransfer.setData('text/plain', String(field.id))
                  setDragging(index)
                }}
                onDragEnd={() => {
                  setDragging(null)
                  setOver(null)
                }}
                onKeyDown={(event) => onHandleKey(event, index)}
                className="flex size-9 cursor-grab items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              >
                <GripVertical aria-hidden className="size-4" />
              </button>
            ) : null}
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="font-medium">{field.label}</span>
              <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <code>{field.key}</code>
                <Badge tone="neutral">{TYPE_LABELS[field.type]}</Badge>
                {field.required ? <Badge tone="info">Obrigatório</Badge> : null}
                {field.visible_when ? (
                  <Badge tone="warning">
                    {VISIBILITY_LABELS[field.visible_when.document_kind]}
                  </Badge>
                ) : null}
              </span>
            </div>
            {canWrite ? (
              <div className="flex flex-wrap items-center gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Mover «${field.label}» para cima`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Mover «${field.label}» para baixo`}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Editar o campo «${field.label}»`}
                  onClick={() => onEdit(field)}
                >
                  Editar
                </Button>
                <ConfirmDialog
                  title={`Excluir o campo «${field.label}»?`}
                  description="O checkout deixa de perguntar. Os pagamentos já feitos guardam as respostas que receberam."
                  confirmLabel="Excluir campo"
                  tone="danger"
                  onConfirm={() => onDelete(field)}
                  trigger={
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Excluir o campo «${field.label}»`}
                    >
                      Excluir
                    </Button>
                  }
                />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  )
}
