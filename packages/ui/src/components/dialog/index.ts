export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
  type DialogContentProps,
} from './dialog.tsx'
export {
  CONFIRM_DIALOG_FALLBACK_ERROR,
  ConfirmDialog,
  type ConfirmDialogProps,
} from './confirm-dialog.tsx'
