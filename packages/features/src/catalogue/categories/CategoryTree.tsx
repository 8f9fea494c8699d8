import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react'
import type { Category } from '@vitrine/api'
import { Badge, Button, cn, Switch } from '@vitrine/ui'
import { GripVertical, Pencil, Trash2 } from 'lucide-react'
import { MOVE_INSTRUCTIONS } from './move-words.ts'
import {
  buildTree,
  flattenTree,
  moveKeyOf,
  placeAfterKey,
  placeOfDrop,
  type MoveKey,
  type TreePlace,
} from './tree.ts'

type DropWhere = 'before' | 'after' | 'inside'

export interface CategoryTreeActions {
  onMove: (category: Category, to: TreePlace) => void
  /** A key that moves nothing (the first cannot go up…): the screen says why. */
  onCannotMove: (category: Category, key: MoveKey) => void
  onRename: (category: Category) => void
  onRemove: (category: Category) => void
  onInMenuChange: (category: Category, inMenu: boolean) => void
}

export interface CategoryTreeProps {
  categories: Category[]
  /** Null at read level: the tree is shown, nothing moves or changes. */
  actions: CategoryTreeActions | null
  /** A move is on its way to the server. */
  moving: boolean
}

/** "3 produtos", "1 produto", "Sem produtos". */
const productsText = (count: number) =>
  count === 0 ? 'Sem produtos' : count === 1 ? '1 produto' : `${count} produtos`

/** Where in a row a pointer is: its top quarter drops before, its bottom quarter after, else inside. */
function dropWhereOf(event: DragEvent<HTMLElement>): DropWhere {
  const box = event.currentTarget.getBoundingClientRect()
  const at = (event.clientY - box.top) / Math.max(box.height, 1)
  return at < 0.25 ? 'before' : at > 0.75 ? 'after' : 'inside'
}

/**
 * The category tree, one row per category indented by its level, in the tree's order. At write
 * level each row has a handle to drag it (before, after or into another row) and to move it
 * with the keyboard (Alt with the arrows; ↑/↓ alone go from handle to handle), a switch for
 * "no menu", rename and remove.
 *
 * Drag and drop uses the browser's own drag events rather than a library: the tree needs one
 * kind of drop (before/after/inside a row), the keyboard moves already cover non-pointer use,
 * and a library (dnd-kit: ~15 KB gzip with its sortable preset) would weigh on this route's
 * chunk for little.
 */
export function CategoryTree({ categories, actions, moving }: CategoryTreeProps) {
  const instructionsId = useId()
  const rows = flattenTree(buildTree(categories))
  const listRef = useRef<HTMLUListElement>(null)
  const [dragged, setDragged] = useState<number | null>(null)
  const [drop, setDrop] = useState<{ id: number; where: DropWhere } | null>(null)
  // The handle that had the focus when its row moved gets it back once the row is redrawn.
  const refocus = useRef<number | null>(null)

  const handleOf = (id: number) =>
    listRef.current?.querySelector<HTMLButtonElement>(`[data-category-handle="${id}"]`)

  useEffect(() => {
    if (refocus.current === null) return
    const handle = handleOf(refocus.current)
    if (handle && document.activeElement !== handle) handle.focus()
    refocus.current = null
  })

  function onHandleKeyDown(
    event: KeyboardEvent<HTMLButtonElement>,
    category: Category,
    index: number,
  ) {
    if (!actions) return
    const key = moveKeyOf(event)
    if (key) {
      event.preventDefault()
      const place = placeAfterKey(categories, category.id, key)
      if (!place) return actions.onCannotMove(category, key)
      refocus.current = category.id
      actions.onMove(category, place)
      return
    }
    // Without Alt, the arrows go from one row's handle to the next.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const next = rows[index + (event.key === 'ArrowDown' ? 1 : -1)]
      if (next) {
        event.preventDefault()
        handleOf(next.category.id)?.focus()
      }
    }
  }

  function onDrop(event: DragEvent<HTMLLIElement>, target: Category) {
    event.preventDefault()
    const where = dropWhereOf(event)
    setDrop(null)
    setDragged(null)
    if (!actions || dragged === null) return
    const place = placeOfDrop(categories, dragged, target.id, where)
    const category = categories.find((each) => each.id === dragged)
    if (place && category) actions.onMove(category, place)
  }

  return (
    <div className="flex flex-col gap-2">
      {actions ? (
        <p id={instructionsId} className="text-sm text-muted-foreground">
          {MOVE_INSTRUCTIONS}
        </p>
      ) : null}
      <ul
        ref={listRef}
        aria-label="Categorias"
        aria-busy={moving || undefined}
        data-slot="category-tree"
        className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface"
      >
        {rows.map(({ category, depth }, index) => {
          const dropHere = drop?.id === category.id ? drop.where : null
          return (
            <li
              key={category.id}
              data-category={category.id}
              data-depth={depth}
              draggable={actions ? true : undefined}
              onDragStart={(event) => {
                if (!actions) return
                // Some drags (synthetic ones) carry no data transfer; the id is kept in state anyway.
                event.dataTransfer?.setData('text/plain', String(category.id))
                if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move'
                setDragged(category.id)
              }}
              onDragEnd={() => {
                setDragged(null)
                setDrop(null)
              }}
              onDragOver={(event) => {
                if (!actions || dragged === null) return
                const where = dropWhereOf(event)
                if (!placeOfDrop(categories, dragged, category.id, where)) return
                event.preventDefault()
                if (event.dataTransfer) event.dataTransfer.dropEffect = 'move'
                if (dropHere !== where) setDrop({ id: category.id, where })
              }}
              onDragLeave={() => {
                if (drop?.id === category.id) setDrop(null)
              }}
              onDrop={(event) => onDrop(event, category)}
              className={cn(
                'flex flex-wrap items-center gap-x-3 gap-y-1 py-2 pe-3',
                dragged === category.id && 'opacity-50',
                dropHere === 'before' && 'shadow-[inset_0_2px_0_var(--color-primary)]',
                dropHere === 'after' && 'shadow-[inset_0_-2px_0_var(--color-primary)]',
                dropHere === 'inside' && 'bg-primary-subtle',
              )}
              // Indented by level: the tree's shape at a glance.
              style={{ paddingInlineStart: `${0.75 + (depth - 1) * 1.75}rem` }}
            >
              {actions ? (
                <button
                  type="button"
                  data-category-handle={category.id}
                  aria-label={`Mover ${category.name}`}
                  aria-describedby={instructionsId}
                  onKeyDown={(event) => onHandleKeyDown(event, category, index)}
                  className="flex size-8 shrink-0 cursor-grab items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <GripVertical aria-hidden className="size-4" />
                </button>
              ) : null}
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium">{category.name}</span>
                <span className="text-xs text-muted-foreground">
                  <span className="font-mono break-all">{category.urls}</span> ·{' '}
                  {productsText(category.product_count)}
                </span>
              </div>
              {actions ? (
                <div className="flex items-center gap-1">
                  {/* The switch's own name says the same, with the category's name. */}
                  <span aria-hidden className="me-1 text-xs text-muted-foreground max-sm:hidden">
                    No menu
                  </span>
                  <Switch
                    aria-label={`Mostrar ${category.name} no menu`}
                    checked={category.in_menu}
                    onCheckedChange={(checked) => actions.onInMenuChange(category, checked)}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Renomear ${category.name}`}
                    onClick={() => actions.onRename(category)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Excluir ${category.name}`}
                    onClick={() => actions.onRemove(category)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              ) : (
                <Badge size="sm" tone={category.in_menu ? 'primary' : 'neutral'}>
                  {category.in_menu ? 'No menu' : 'Fora do menu'}
                </Badge>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
