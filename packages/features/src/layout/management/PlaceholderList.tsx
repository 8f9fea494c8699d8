import type { CmsElement, CmsPlaceholder } from '@vitrine/api'
import { Button, VirtualList } from '@vitrine/ui'
import { Plus } from 'lucide-react'
import { ELEMENT_ROW_HEIGHT, ElementRow, type ElementRowActions } from './ElementRow.tsx'

/** Past this many elements a placeholder's list renders only the rows in view. */
export const VIRTUALISE_FROM = 30

export interface PlaceholderListProps {
  placeholder: CmsPlaceholder
  /** Its elements in the staged order. */
  elements: readonly CmsElement[]
  actions: ElementRowActions | null
  onOpen: (element: CmsElement) => void
  onAdd: ((placeholder: string) => void) | null
  switching: ReadonlySet<number>
  highlighted: number | null
  /** Elements whose place differs from the saved order. */
  moved: ReadonlySet<number>
}

/** One placeholder of the page: its name, its elements in order, and "Adicionar aqui". */
export function PlaceholderList({
  placeholder,
  elements,
  actions,
  onOpen,
  onAdd,
  switching,
  highlighted,
  moved,
}: PlaceholderListProps) {
  const titleId = `placeholder-${placeholder.key}`
  const row = (element: CmsElement, rowProps?: Parameters<typeof ElementRow>[0]['rowProps']) => (
    <ElementRow
      key={element.content_id}
      element={element}
      actions={actions}
      onOpen={onOpen}
      switching={switching.has(element.content_id)}
      highlighted={highlighted === element.content_id}
      moved={moved.has(element.content_id)}
      rowProps={rowProps}
    />
  )
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface"
      data-slot="placeholder"
    >
      <header className="flex items-center justify-between gap-2 border-b border-border bg-muted/50 px-3 py-2">
        <h3 id={titleId} className="font-semibold">
          {placeholder.label}{' '}
          <span className="text-sm font-normal text-muted-foreground">
            ({elements.length === 1 ? '1 elemento' : `${elements.length} elementos`})
          </span>
        </h3>
        {onAdd ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Adicionar elemento em ${placeholder.label}`}
            onClick={() => onAdd(placeholder.key)}
          >
            <Plus aria-hidden />
            Adicionar
          </Button>
        ) : null}
      </header>
      {elements.length === 0 ? (
        <p className="px-3 py-4 text-sm text-muted-foreground">Nenhum elemento neste espaço.</p>
      ) : elements.length >= VIRTUALISE_FROM ? (
        <VirtualList
          aria-labelledby={titleId}
          count={elements.length}
          rowHeight={ELEMENT_ROW_HEIGHT}
          rowKey={(index) => elements[index]!.content_id}
          renderRow={(index, rowProps) => row(elements[index]!, rowProps)}
          maxHeight="32rem"
        />
      ) : (
        <div role="list" aria-labelledby={titleId}>
          {elements.map((element) => row(element))}
        </div>
      )}
    </section>
  )
}
