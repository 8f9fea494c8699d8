import {
  AlertTriangleIcon,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@vitrine/ui'
import { lockdownDeadlineText } from './lockdown-deadline.ts'

export interface FinancialPendingModalProps {
  open: boolean
  /** The app's days_until_lockdown: periods of 4 hours, computed by the server. */
  daysUntilLockdown: number
  appName: string
  onClose(): void
}

/**
 * The financial-pending prompt (sections 1 and 4): the store has a pending financial situation
 * and will be blocked when the time runs out. A plain dialog, not an alert dialog: it informs and
 * asks for no decision. When it shows is the panel's business (see `financialModalDue`).
 */
export function FinancialPendingModal({
  open,
  daysUntilLockdown,
  appName,
  onClose,
}: FinancialPendingModalProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent size="sm" showCloseButton={false}>
        <DialogHeader className="pr-0">
          <span
            aria-hidden="true"
            className="mb-1 flex size-10 items-center justify-center rounded-full bg-warning-subtle text-warning [&_svg]:size-5"
          >
            <AlertTriangleIcon />
          </span>
          <DialogTitle>Pendência financeira</DialogTitle>
          <DialogDescription>
            A loja <strong className="font-semibold text-foreground">{appName}</strong> tem uma
            pendência financeira. Regularize a situação para evitar o bloqueio: quando o prazo
            terminar, a loja será bloqueada.
          </DialogDescription>
        </DialogHeader>
        <p className="rounded-md border border-warning/35 bg-warning-subtle px-3 py-2 text-sm font-medium text-warning-foreground">
          {lockdownDeadlineText(daysUntilLockdown)}
        </p>
        <DialogFooter>
          <Button onClick={onClose}>Entendi</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
