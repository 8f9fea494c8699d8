import { useRef, type KeyboardEvent } from 'react'
import { cn } from '@vitrine/ui'
import { X } from 'lucide-react'
import { nameOf } from './tree.ts'
import { isDirty, type OpenFile } from './use-open-files.ts'

export interface EditorTabsProps {
  files: readonly OpenFile[]
  active: string | null
  onActivate: (path: string) => void
  /** Asks first when the file has unsaved changes (the screen does). */
  onClose: (path: string) => void
  panelId: string
}

export const tabId = (panelId: string, path: string) =>
  `${panelId}-tab-${path.replace(/[^A-Za-z0-9_-]/g, '_')}`

/**
 * The open files as tabs (←/→ between them, Delete closes one), each with ● while it has
 * unsaved changes. The × beside each tab is for the mouse; Delete on the tab closes it by
 * keyboard (a tab list may hold only tabs, so the × cannot be a button of its own).
 */
export function EditorTabs({ files, active, onActivate, onClose, panelId }: EditorTabsProps) {
  const list = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (event.key === 'Delete') {
      event.preventDefault()
      onClose(files[index]!.path)
      return
    }
    if (step === 0) return
    event.preventDefault()
    const next = files[(index + step + files.length) % files.length]
    if (!next) return
    onActivate(next.path)
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(panelId, next.path))}`)?.focus()
  }
  return (
    <div
      ref={list}
      role="tablist"
      aria-label="Arquivos abertos"
      className="flex min-h-9 items-end gap-px overflow-x-auto border-b border-border bg-muted"
    >
      {files.map((file, index) => {
        const selected = file.path === active
        const dirty = isDirty(file)
        return (
          <div
            key={file.path}
            className={cn(
              'flex shrink-0 items-center border-e border-border text-sm',
              selected ? 'bg-surface' : 'bg-muted text-muted-foreground',
            )}
          >
            <button
              type="button"
              role="tab"
              id={tabId(panelId, file.path)}
              aria-selected={selected}
              aria-controls={panelId}
              aria-keyshortcuts="Delete"
              aria-description="Delete fecha o arquivo"
              tabIndex={selected ? 0 : -1}
              title={file.path}
              onClick={() => onActivate(file.path)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="flex h-9 items-center gap-1.5 ps-3 pe-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span>{nameOf(file.path)}</span>
              {dirty ? (
                <span className="text-primary" aria-label="não salvo" title="Alterações não salvas">
                  ●
                </span>
              ) : null}
            </button>
            {/* Not a button: a tab list holds only tabs. Delete on the tab closes it by keyboard. */}
            <span
              aria-hidden
              data-close={file.path}
              title={`Fechar ${nameOf(file.path)}`}
              onClick={() => onClose(file.path)}
              className="me-1 cursor-pointer rounded-sm p-1 hover:bg-muted-foreground/10"
            >
              <X className="size-3.5" />
            </span>
          </div>
        )
      })}
    </div>
  )
}
