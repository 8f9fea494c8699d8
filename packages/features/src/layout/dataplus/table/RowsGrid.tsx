import { useRef, useState, type KeyboardEvent } from 'react'
import { cellText, parseValue, type DataplusColumn, type DataplusRow } from '@vitrine/api'
import { Button, ConfirmDialog, VirtualList, cn } from '@vitrine/ui'
import { ArrowDown, ArrowUp, ArrowUpDown, Trash2 } from 'lucide-react'
import { pagedRowsProps } from '../../../shared/paged-rows.ts'
import { cellDisplay } from './cell-words.ts'

export interface GridSort {
  sort?: string
  dir?: 'asc' | 'desc'
}

export interface RowsGridProps {
  columns: DataplusColumn[]
  rows: DataplusRow[]
  hasMore: boolean
  onEndReached: () => void
  stale: boolean
  sort: GridSort
  onSortChange: (sort: GridSort) => void
  canWrite: boolean
  /**
   * Saves one cell (the whole row goes, as the API asks): resolves null when saved, or the
   * message to show in the cell (the server's, on that column).
   */
  saveCell: (row: DataplusRow, column: DataplusColumn, value: unknown) => Promise<string | null>
  removeRow: (row: DataplusRow) => Promise<void>
}

const ROW_HEIGHT = 44
const LIST_HEIGHT = 'max(20rem, calc(100dvh - 22rem))'
const ariaSort = { asc: 'ascending', desc: 'descending' } as const

/** asc → desc → none (the id order). */
function nextSort(current: GridSort, key: string): GridSort {
  if (current.sort !== key) return { sort: key, dir: 'asc' }
  return current.dir === 'asc' ? { sort: key, dir: 'desc' } : {}
}

interface Editing {
  rowId: number
  key: string
  text: string
  error: string | null
  saving: boolean
}

/**
 * The rows as a grid: the columns as headers (a click sorts), only the rows in view rendered and
 * the next page asked for near the end. A cell is edited in place: double click or Enter opens
 * it, Enter saves, Escape cancels, and a refusal stays in the cell with its message. Arrows move
 * between cells.
 */
export function RowsGrid({
  columns,
  rows,
  hasMore,
  onEndReached,
  stale,
  sort,
  onSortChange,
  canWrite,
  saveCell,
  removeRow,
}: RowsGridProps) {
  const [active, setActive] = useState({ row: 0, col: 0 })
  const [editing, setEditing] = useState<Editing | null>(null)
  const gridRef = useRef<HTMLDivElement>(null)
  const template = {
    gridTemplateColumns: `5rem repeat(${columns.length}, minmax(10rem, 1fr))${canWrite ? ' 4rem' : ''}`,
  }
  const common = pagedRowsProps({
    items: rows,
    hasMore,
    onEndReached,
    stale,
    maxHeight: LIST_HEIGHT,
  })

  const focusCell = (row: number, col: number) => {
    const next = {
      row: Math.max(0, Math.min(rows.length - 1, row)),
      col: Math.max(0, Math.min(columns.length - 1, col)),
    }
    setActive(next)
    requestAnimationFrame(() =>
      gridRef.current?.querySelector<HTMLElement>(`[data-cell="${next.row}:${next.col}"]`)?.focus(),
    )
  }

  const startEdit = (row: DataplusRow, column: DataplusColumn) => {
    if (!canWrite) return
    setEditing({
      rowId: row.id,
      key: column.key,
      text: cellText(column.type, row.values[column.key]),
      error: null,
      saving: false,
    })
  }

  const commit = async (
    row: DataplusRow,
    column: DataplusColumn,
    rowIndex: number,
    colIndex: number,
  ) => {
    if (!editing) return
    // The contract's own check first: a bad value never leaves the cell.
    const parsed = parseValue(column.type, editing.text, 'pt-BR')
    if (!parsed.ok) {
      setEditing({ ...editing, error: parsed.message })
      return
    }
    setEditing({ ...editing, saving: true, error: null })
    const message = await saveCell(row, column, parsed.value)
    if (message) {
      setEditing({ ...editing, saving: false, error: message })
      return
    }
    setEditing(null)
    focusCell(rowIndex, colIndex)
  }

  const onCellKey = (
    event: KeyboardEvent,
    row: DataplusRow,
    rowIndex: number,
    colIndex: number,
  ) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      focusCell(rowIndex + move[0], colIndex + move[1])
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault()
      startEdit(row, columns[colIndex]!)
    }
  }

  return (
    <div ref={gridRef}>
      <VirtualList
        {...common}
        semantics="table"
        aria-label="Linhas da tabela"
        rowHeight={ROW_HEIGHT}
        bodyClassName="min-w-max"
        header={
          <div role="rowgroup" className="sticky top-0 z-10 border-b border-border bg-muted">
            <div
              role="row"
              aria-rowindex={1}
              style={template}
              className="grid h-10 items-center gap-2 px-3 text-sm font-medium text-muted-foreground"
            >
              <div role="columnheader">#</div>
              {columns.map((column) => {
                const direction = sort.sort === column.key ? (sort.dir ?? 'asc') : null
                const Arrow =
                  direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown
                const sortable = column.type !== 'json'
                return (
                  <div
                    key={column.id}
                    role="columnheader"
                    aria-sort={direction ? ariaSort[direction] : undefined}
                    className="min-w-0"
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={() => onSortChange(nextSort(sort, column.key))}
                        className={cn(
                          'inline-flex max-w-full items-center gap-1 rounded-sm whitespace-nowrap outline-none',
                          'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
                          direction && 'text-foreground',
                        )}
                      >
                        <span className="truncate">{column.label}</span>
                        <Arrow
                          aria-hidden
                          className={cn('size-3.5 shrink-0', !direction && 'opacity-50')}
                        />
                      </button>
                    ) : (
                      <span className="truncate">{column.label}</span>
                    )}
                  </div>
                )
              })}
              {canWrite ? (
                <div role="columnheader">
                  <span className="sr-only">Ações</span>
                </div>
              ) : null}
            </div>
          </div>
        }
        renderRow={(rowIndex, virtualRow) => {
          const row = rows[rowIndex]!
          return (
            <div
              {...virtualRow}
              style={{ ...virtualRow.style, ...template }}
              className="grid items-center gap-2 border-b border-border bg-surface px-3"
            >
              <div role="cell" className="font-mono text-xs text-muted-foreground">
                {row.id}
              </div>
              {columns.map((column, colIndex) => {
                const isEditing = editing?.rowId === row.id && editing.key === column.key
                const label = `${column.label}, linha ${row.id}`
                if (isEditing && editing) {
                  return (
                    <div key={column.id} role="cell" className="relative min-w-0">
                      <input
                        autoFocus
                        aria-label={label}
                        aria-invalid={editing.error ? true : undefined}
                        aria-describedby={
                          editing.error ? `cell-error-${row.id}-${column.id}` : undefined
                        }
                        value={editing.text}
                        disabled={editing.saving}
                        onChange={(event) =>
                          setEditing({ ...editing, text: event.target.value, error: null })
                        }
                        onKeyDown={(event) => {
                          if (event.key === 'Enter') {
                            event.preventDefault()
                            void commit(row, column, rowIndex, colIndex)
                          } else if (event.key === 'Escape') {
                            event.preventDefault()
                            setEditing(null)
                            focusCell(rowIndex, colIndex)
                          }
                        }}
                        className={cn(
                          'h-8 w-full rounded-md border bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
                          editing.error ? 'border-danger' : 'border-border',
                        )}
                      />
                      {editing.error ? (
                        <p
                          id={`cell-error-${row.id}-${column.id}`}
                          role="alert"
                          className="absolute top-full left-0 z-20 mt-0.5 w-max max-w-80 rounded-md border border-danger bg-danger-subtle px-2 py-1 text-xs text-danger-foreground shadow"
                        >
                          {editing.error}
                        </p>
                      ) : null}
                    </div>
                  )
                }
                const text = cellDisplay(column.type, row.values[column.key])
                return (
                  <div
                    key={column.id}
                    role="cell"
                    data-cell={`${rowIndex}:${colIndex}`}
                    aria-label={text ? undefined : `${label}: vazio`}
                    tabIndex={active.row === rowIndex && active.col === colIndex ? 0 : -1}
                    onFocus={() => setActive({ row: rowIndex, col: colIndex })}
                    onDoubleClick={() => startEdit(row, column)}
                    onKeyDown={(event) => onCellKey(event, row, rowIndex, colIndex)}
                    title={canWrite ? 'Clique duas vezes ou tecle Enter para editar' : undefined}
                    className="min-w-0 truncate rounded-sm px-1 py-1 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {text || (
                      <span aria-hidden className="text-muted-foreground">
                        —
                      </span>
                    )}
                  </div>
                )
              })}
              {canWrite ? (
                <div role="cell">
                  <ConfirmDialog
                    title={`Excluir a linha ${row.id}?`}
                    description="A linha sai da tabela e do site. Os gatilhos de exclusão são avisados."
                    confirmLabel="Excluir linha"
                    tone="danger"
                    onConfirm={() => removeRow(row)}
                    trigger={
                      <Button size="sm" variant="ghost" aria-label={`Excluir a linha ${row.id}`}>
                        <Trash2 aria-hidden />
                      </Button>
                    }
                  />
                </div>
              ) : null}
            </div>
          )
        }}
      />
    </div>
  )
}
