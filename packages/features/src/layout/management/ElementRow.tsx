import { ELEMENT_KIND_LABELS, type CmsElement } from '@vitrine/api'
import { Button, cn, Switch, type VirtualRowProps } from '@vitrine/ui'
import { ArrowDown, ArrowUp, Copy, ExternalLink, Eye, Pencil, Trash2 } from 'lucide-react'
import { ELEMENT_KIND_ICONS } from '../shared/element-icons.tsx'
import { contentSummary, elementTitle, visibilitySummary } from '../shared/element-words.ts'
import type { Direction } from '../shared/staged-order.ts'

/** A row's fixed height: the list of a large page is virtualised on it. */
export const ELEMENT_ROW_HEIGHT = 84

export interface ElementRowActions {
  onMove: (element: CmsElement, direction: Direction) => void
  canMove: (element: CmsElement, direction: Direction) => boolean
  onSwitch: (element: CmsElement) => void
  onDuplicate: (element: CmsElement) => void
  onRemove: (element: CmsElement) => void
  /** Whether the set of elements may change now (not while an order is staged). */
  canChangeSet: boolean
}

export interface ElementRowProps {
  element: CmsElement
  /** Write level's actions; null at read level. */
  actions: ElementRowActions | null
  onOpen: (element: CmsElement) => void
  /** The element's status switch is waiting for the server. */
  switching: boolean
  highlighted: boolean
  /** Moved by the staged order (not saved yet). */
  moved: boolean
  /** Virtual list placement. */
  rowProps?: VirtualRowProps
}

/**
 * One element of a placeholder: its kind, title, what it holds and when it shows; its status
 * switch (the action call), and the moves and changes the level allows.
 */
export function ElementRow({
  element,
  actions,
  onOpen,
  switching,
  highlighted,
  moved,
  rowProps,
}: ElementRowProps) {
  const Icon = ELEMENT_KIND_ICONS[element.type]
  const title = elementTitle(element)
  const moveButton = (direction: Direction) => {
    const can = actions?.canMove(element, direction) ?? false
    return (
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        data-move={direction}
        data-content-id={element.content_id}
        aria-label={`Mover «${title}» para ${direction === 'up' ? 'cima' : 'baixo'}`}
        disabled={!can}
        onClick={() => actions?.onMove(element, direction)}
      >
        {direction === 'up' ? <ArrowUp aria-hidden /> : <ArrowDown aria-hidden />}
      </Button>
    )
  }
  return (
    <div
      {...rowProps}
      role={rowProps?.role ?? 'listitem'}
      data-slot="element-row"
      data-content-id={element.content_id}
      aria-label={title}
      style={{ ...rowProps?.style, height: ELEMENT_ROW_HEIGHT }}
      className={cn(
        'flex items-center gap-3 border-b border-border px-3 last:border-b-0',
        highlighted && 'bg-primary-subtle/60',
        moved && 'border-s-4 border-s-warning',
      )}
    >
      <span
        className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground"
        title={ELEMENT_KIND_LABELS[element.type]}
      >
        <Icon aria-hidden className="size-4" />
        <span className="sr-only">{ELEMENT_KIND_LABELS[element.type]}</span>
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-center gap-1 truncate font-medium">
          <span className="truncate">{title}</span>
          {element.new_tab === 1 ? (
            <ExternalLink
              aria-label="Abre em nova aba"
              className="size-3.5 shrink-0 text-muted-foreground"
            />
          ) : null}
        </span>
        <span className="truncate text-sm text-muted-foreground">{contentSummary(element)}</span>
        <span className="truncate text-xs text-muted-foreground" data-slot="visibility-summary">
          {visibilitySummary(element)}
        </span>
      </div>
      <Switch
        aria-label={`Ativo: ${title}`}
        checked={element.status === 1}
        disabled={!actions || switching}
        aria-busy={switching || undefined}
        onCheckedChange={() => actions?.onSwitch(element)}
      />
      <div className="flex shrink-0 items-center">
        {actions ? (
          <>
            {moveButton('up')}
            {moveButton('down')}
          </>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`${actions ? 'Editar' : 'Ver'} «${title}»`}
          onClick={() => onOpen(element)}
        >
          {actions ? <Pencil aria-hidden /> : <Eye aria-hidden />}
        </Button>
        {actions ? (
          <>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Duplicar «${title}»`}
              disabled={!actions.canChangeSet}
              onClick={() => actions.onDuplicate(element)}
            >
              <Copy aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-danger"
              aria-label={`Remover «${title}»`}
              disabled={!actions.canChangeSet}
              onClick={() => actions.onRemove(element)}
            >
              <Trash2 aria-hidden />
            </Button>
          </>
        ) : null}
      </div>
    </div>
  )
}
