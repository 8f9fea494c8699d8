import { useState } from 'react'
import type { MailPreview } from '@vitrine/api'
import { Alert, Skeleton, SkeletonGroup, ToggleGroup, ToggleGroupItem, cn } from '@vitrine/ui'
import { Monitor, Smartphone } from 'lucide-react'

/** The widths a message is read at: a desktop client's column and a phone's screen. */
export const PREVIEW_WIDTHS = { desktop: 640, mobile: 375 } as const
export type PreviewDevice = keyof typeof PREVIEW_WIDTHS

export interface MailPreviewPaneProps {
  preview: MailPreview | undefined
  /** Why the draft cannot be shown (a field error from the server), if so. */
  problem?: string
  /** A newer draft is on its way: the one shown is dimmed. */
  stale?: boolean
  /** The draft typed last is not shown yet (the pause before asking, or the request). */
  behind?: boolean
}

/**
 * The message with sample data, in an iframe whose document is the server's HTML (srcdoc):
 * sandboxed with nothing allowed, so no script of a template can run in the panel and no link
 * navigates away, and its styles cannot leak into the page or the page's into it.
 */
export function MailPreviewPane({
  preview,
  problem,
  stale = false,
  behind = false,
}: MailPreviewPaneProps) {
  const [device, setDevice] = useState<PreviewDevice>('desktop')
  // The document the frame has finished loading: until it is the one handed over, what shows
  // is the previous message (or nothing).
  const [loadedHtml, setLoadedHtml] = useState<string | null>(null)
  const loading = preview !== undefined && loadedHtml !== preview.html
  return (
    <section
      aria-labelledby="mail-preview-title"
      // Busy until the preview shows the draft as typed, rendered (what a test waits for).
      aria-busy={behind || loading || undefined}
      className="flex min-w-0 flex-col gap-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="mail-preview-title" className="text-lg font-semibold">
          Pré-visualização
        </h2>
        <ToggleGroup
          aria-label="Largura da pré-visualização"
          value={device}
          onValueChange={(value) => setDevice(value as PreviewDevice)}
          size="sm"
        >
          <ToggleGroupItem value="desktop">
            <Monitor aria-hidden />
            Computador
          </ToggleGroupItem>
          <ToggleGroupItem value="mobile">
            <Smartphone aria-hidden />
            Celular
          </ToggleGroupItem>
        </ToggleGroup>
      </div>
      {problem ? <Alert tone="warning">{problem}</Alert> : null}
      {preview ? (
        <div className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Assunto</dt>
            <dd data-testid="preview-subject" className="font-medium break-words">
              {preview.subject}
            </dd>
            <dt className="text-muted-foreground">Pré-cabeçalho</dt>
            <dd className="break-words">{preview.preheader || '—'}</dd>
          </dl>
          <div className="overflow-x-auto">
            <iframe
              title={`Pré-visualização do e-mail (${device === 'desktop' ? 'computador' : 'celular'})`}
              sandbox=""
              srcDoc={preview.html}
              onLoad={() => setLoadedHtml(preview.html)}
              data-device={device}
              style={{ width: PREVIEW_WIDTHS[device] }}
              className={cn(
                'mx-auto block h-[36rem] max-w-none rounded border bg-white transition-opacity',
                stale && 'opacity-60',
              )}
            />
          </div>
        </div>
      ) : problem ? null : (
        <SkeletonGroup label="Carregando a pré-visualização">
          <Skeleton className="h-[36rem] w-full" />
        </SkeletonGroup>
      )}
    </section>
  )
}
