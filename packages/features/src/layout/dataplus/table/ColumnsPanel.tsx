import type { DataplusColumn } from '@vitrine/api'
import { Badge, Button, ConfirmDialog } from '@vitrine/ui'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { TYPE_LABELS } from '../shared/words.ts'

export interface ColumnsPanelProps {
  columns: DataplusColumn[]
  canWrite: boolean
  onEdit: (column: DataplusColumn) => void
  onRemove: (column: DataplusColumn) => Promise<void>
  /** Every column's id in the new order. */
  onReorder: (ids: number[]) => void
}

/** The table's columns in the grid's order: type and flags, moved by ↑/↓, edited, removed after asking. */
export function ColumnsPanel({
  columns,
  canWrite,
  onEdit,
  onRemove,
  onReorder,
}: ColumnsPanelProps) {
  const move = (from: number, to: number) => {
    const ids = columns.map((column) => column.id)
    const [moved] = ids.splice(from, 1)
    ids.splice(to, 0, moved!)
    onReorder(ids)
  }
  return (
    <ol
      aria-label="Colunas"
      className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface"
    >
      {columns.map((column, index) => (
        <li key={column.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <span className="font-medium">{column.label}</span>
            <span className="font-mono text-xs text-muted-foreground">{column.key}</span>
            <Badge size="sm">{TYPE_LABELS[column.type]}</Badge>
            {column.required ? (
              <Badge size="sm" tone="warning">
                Obrigatória
              </Badge>
            ) : null}
            {column.unique ? (
              <Badge size="sm" tone="info">
                Sem repetidos
              </Badge>
            ) : null}
            {column.indexed && !column.unique ? <Badge size="sm">Indexada</Badge> : null}
          </div>
          {canWrite ? (
            <div className="flex items-center gap-1">
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Mover «${column.label}» para a esquerda`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUp aria-hidden />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Mover «${column.label}» para a direita`}
                disabled={index === columns.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown aria-hidden />
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Editar a coluna «${column.label}»`}
                onClick={() => onEdit(column)}
              >
                Editar
              </Button>
              <ConfirmDialog
                title={`Excluir a coluna «${column.label}»?`}
                description="Os valores desta coluna saem de todas as linhas, e o site deixa de recebê-la. Não dá para desfazer."
                confirmLabel="Excluir coluna"
                tone="danger"
                onConfirm={() => onRemove(column)}
                trigger={
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Excluir a coluna «${column.label}»`}
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
  )
}
