import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import {
  Alert,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@vitrine/ui'

/** A failed or interrupted call, shown in the dialog on the step it went back to. */
export interface ImportNotice {
  tone: 'danger' | 'warning'
  message: string
}

export interface ImportDialogFrameProps {
  open: boolean
  onOpenChange(open: boolean): void
  /** Called when the dialog closes after rows were written, so the list can show them. */
  onImported(): void
  /** Starts the import over: on closing, and when the owner closes the dialog. */
  reset(): void
  /**
   * Names the step shown ('choose' for the file's). When it changes, focus moves to the new
   * step's title, or back to the file field on 'choose'.
   */
  stepKey: string
  title: string
  description: string
  /** A check or a write is under way. */
  working: boolean
  /** Rows are being written: the dialog does not close until the server answers. */
  writing: boolean
  /** Rows were written: closing now calls `onImported`. */
  done: boolean
  notice: ImportNotice | null
  /** The choose step's file input. */
  fileInputRef: RefObject<HTMLInputElement | null>
  /** The step's buttons; `close` closes the dialog as the corner button and Escape do. */
  footer(close: () => void): ReactNode
  /** Dialogs opened over this one (a confirmation). */
  overlays?: ReactNode
  /** The step's body. */
  children: ReactNode
}

/**
 * The dialog a CSV import (customers, sellers) walks through, one step after another: the
 * header, a notice of what failed, the step's body and buttons. Each import keeps its own
 * steps, words and flow; the frame keeps how the dialog behaves around them.
 */
export function ImportDialogFrame({
  open,
  onOpenChange,
  onImported,
  reset,
  stepKey,
  title,
  description,
  working,
  writing,
  done,
  notice,
  fileInputRef,
  footer,
  overlays,
  children,
}: ImportDialogFrameProps) {
  const titleRef = useRef<HTMLHeadingElement>(null)
  const choosing = stepKey === 'choose'

  // Closed by its owner: the next opening starts over.
  useEffect(() => {
    if (!open) reset()
  }, [open, reset])

  // Keyboard and screen-reader users follow each step as it comes.
  const shownStep = useRef(stepKey)
  useEffect(() => {
    if (shownStep.current === stepKey) return
    shownStep.current = stepKey
    if (stepKey === 'choose') fileInputRef.current?.focus()
    else titleRef.current?.focus()
  }, [stepKey, fileInputRef])

  function close() {
    if (writing) return
    reset()
    onOpenChange(false)
    if (done) onImported()
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        size="lg"
        aria-busy={working || undefined}
        showCloseButton={!writing}
        onEscapeKeyDown={(event) => (writing ? event.preventDefault() : undefined)}
        // A stray click beside the dialog must not throw away a report or a result.
        onInteractOutside={(event) => (choosing ? undefined : event.preventDefault())}
      >
        <DialogHeader>
          <DialogTitle ref={titleRef} tabIndex={-1} className="outline-none">
            {title}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>

        {notice ? (
          <Alert tone={notice.tone} data-slot="import-notice">
            {notice.message}
          </Alert>
        ) : null}

        {children}

        <DialogFooter>{footer(close)}</DialogFooter>
      </DialogContent>

      {overlays}
    </Dialog>
  )
}
