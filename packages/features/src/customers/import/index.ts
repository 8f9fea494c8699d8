// Import and export of a store's customers: the import dialog, its history with undo, and the
// export button. The list screen places them.
export { ImportCustomersDialog, type ImportCustomersDialogProps } from './ImportCustomersDialog.tsx'
export { ImportHistory, type ImportHistoryProps } from './ImportHistory.tsx'
export {
  ExportCustomersButton,
  exportFileName,
  type ExportCustomersButtonProps,
} from './ExportCustomersButton.tsx'
