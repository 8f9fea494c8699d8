import { useEffect, useRef, useState } from 'react'
import type { CmsElement, CmsPage } from '@vitrine/api'
import { cn, Switch, ToggleGroup, ToggleGroupItem } from '@vitrine/ui'
import { Monitor, Smartphone } from 'lucide-react'
import { PreviewElement, type PreviewWidth } from './PreviewElement.tsx'

export interface PagePreviewProps {
  layoutId: number
  page: CmsPage
  /** The page's elements in the order shown (the staged one, before it is saved). */
  elements: readonly CmsElement[]
  /** The element being edited (or a new one's draft, content id 0). */
  highlight?: number | null
  storeName?: string
}

/**
 * The page as the storefront would lay it out, built from the same element data as the list:
 * the staged order and the statuses show at once, disabled elements hidden unless asked for
 * (then dimmed), at a desktop or a phone's width, the element being edited outlined.
 */
export function PagePreview({ layoutId, page, elements, highlight, storeName }: PagePreviewProps) {
  const [width, setWidth] = useState<PreviewWidth>('desktop')
  const [showDisabled, setShowDisabled] = useState(false)
  const frame = useRef<HTMLDivElement>(null)
  const hidden = elements.filter((element) => element.status === 0).length

  // Bring the element being edited into view inside the preview (not the page).
  useEffect(() => {
    if (highlight === null || highlight === undefined) return
    const target = frame.current?.querySelector<HTMLElement>(`[data-content-id="${highlight}"]`)
    const box = frame.current
    if (target && box) box.scrollTop = target.offsetTop - box.offsetTop - 16
  }, [highlight, width])

  return (
    <section
      aria-labelledby="page-preview-title"
      className="flex min-w-0 flex-col gap-3"
      data-slot="page-preview"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="page-preview-title" className="text-lg font-semibold">
          Prévia
        </h2>
        <ToggleGroup
          aria-label="Largura da prévia"
          value={width}
          onValueChange={(value) => setWidth(value as PreviewWidth)}
          size="sm"
        >
          <ToggleGroupItem value="desktop">
            <Monitor aria-hidden className="size-4" />
            Desktop
          </ToggleGroupItem>
          <ToggleGroupItem value="mobile">
            <Smartphone aria-hidden className="size-4" />
            Celular
          </ToggleGroupItem>
        </ToggleGroup>
      </div>
      {hidden > 0 ? (
        <Switch
          label={`Mostrar desativados (${hidden})`}
          checked={showDisabled}
          onCheckedChange={setShowDisabled}
        />
      ) : null}
      <div
        ref={frame}
        data-slot="preview-frame"
        data-width={width}
        // Focusable, so the preview scrolls with the keyboard too.
        tabIndex={0}
        aria-label={`Prévia da página ${page.label}`}
        role="region"
        className={cn(
          'mx-auto flex max-h-[75vh] w-full flex-col overflow-y-auto rounded-lg border border-border bg-surface shadow-xs',
          width === 'mobile' && 'max-w-[375px]',
        )}
      >
        <div className="sticky top-0 z-10 flex items-center justify-between border-b border-border bg-surface px-4 py-2 text-sm">
          <span className="font-semibold">{storeName ?? 'Sua loja'}</span>
          <span className="text-muted-foreground">{page.label}</span>
        </div>
        <div className="flex flex-col gap-4 p-3">
          {page.placeholders.map((placeholder) => {
            const shown = elements.filter(
              (element) =>
                element.placeholder === placeholder.key && (showDisabled || element.status === 1),
            )
            return (
              <section
                key={placeholder.key}
                aria-label={`Espaço ${placeholder.label}`}
                className="flex flex-col gap-2 rounded-md border border-dashed border-border p-2"
              >
                <p className="text-xs font-medium text-muted-foreground uppercase">
                  {placeholder.label}
                </p>
                {shown.length === 0 ? (
                  <p className="py-2 text-center text-xs text-muted-foreground">Vazio</p>
                ) : (
                  shown.map((element) => (
                    <PreviewElement
                      key={element.content_id}
                      layoutId={layoutId}
                      element={element}
                      width={width}
                      highlighted={highlight === element.content_id}
                    />
                  ))
                )}
              </section>
            )
          })}
        </div>
      </div>
    </section>
  )
}
