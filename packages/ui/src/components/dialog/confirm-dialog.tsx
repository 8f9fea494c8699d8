import { useState, type ReactElement, type ReactNode } from 'react'
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui'
import { AlertTriangleIcon } from '../../icons/index.ts'
import { cn } from '../../lib/cn.ts'
import { Alert } from '../alert/alert.tsx'
import { Button } from '../button/button.tsx'
import { dialogContentVariants, dialogOverlayClassName } from './dialog.tsx'

export const CONFIRM_DIALOG_FALLBACK_ERROR = 'Não foi possível concluir a ação. Tente novamente.'

export interface ConfirmDialogProps {
  title: ReactNode
  description?: ReactNode
  /** Extra content between the description and the buttons (a summary of what is affected). */
  children?: ReactNode
  /** Say what happens: "Excluir produto", not "OK". */
  confirmLabel?: string
  cancelLabel?: string
  /** `danger` for destructive or irreversible actions. */
  tone?: 'danger' | 'primary'
  /**
   * Runs on confirmation. When it returns a promise, the confirm button shows progress and the
   * dialog stays open until it settles: it closes on success and shows the error on failure.
   */
  onConfirm: () => unknown
  onCancel?: () => void
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** The element that opens the dialog (usually a Button); omit it when `open` is controlled. */
  trigger?: ReactElement
}

/** Asks before an action that is hard to undo. Focus starts on Cancel, the safe choice. */
export function ConfirmDialog({
  title,
  description,
  children,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  tone = 'primary',
  onConfirm,
  onCancel,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const isOpen = open ?? uncontrolledOpen

  function setOpen(next: boolean) {
    setError(null)
    if (open === undefined) setUncontrolledOpen(next)
    onOpenChange?.(next)
  }

  function requestOpenChange(next: boolean) {
    // Closing while the action runs would hide its outcome; Escape and Cancel wait for it.
    if (!next && pending) return
    if (!next) onCancel?.()
    setOpen(next)
  }

  async function confirm() {
    setError(null)
    setPending(true)
    try {
      await onConfirm()
    } catch (reason) {
      setError(
        reason instanceof Error && reason.message ? reason.message : CONFIRM_DIALOG_FALLBACK_ERROR,
      )
      setPending(false)
      return
    }
    setPending(false)
    setOpen(false)
  }

  return (
    <AlertDialogPrimitive.Root open={isOpen} onOpenChange={requestOpenChange}>
      {trigger ? (
        <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>
      ) : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          data-slot="confirm-dialog-overlay"
          className={dialogOverlayClassName}
        />
        <AlertDialogPrimitive.Content
          data-slot="confirm-dialog"
          data-tone={tone}
          aria-busy={pending || undefined}
          className={cn(dialogContentVariants({ size: 'sm' }), 'sm:max-w-md')}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex gap-4">
            {tone === 'danger' ? (
              <div
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-danger-subtle text-danger [&_svg]:size-5"
              >
                <AlertTriangleIcon />
              </div>
            ) : null}
            <div className="grid flex-1 gap-1.5">
              <AlertDialogPrimitive.Title className="text-lg leading-7 font-semibold">
                {title}
              </AlertDialogPrimitive.Title>
              {description ? (
                <AlertDialogPrimitive.Description className="text-base text-muted-foreground">
                  {description}
                </AlertDialogPrimitive.Description>
              ) : null}
              {children}
            </div>
          </div>
          {error ? (
            <Alert tone="danger" data-slot="confirm-dialog-error">
              {error}
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={pending}
              onClick={confirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  )
}
