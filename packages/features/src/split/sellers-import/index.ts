// The sellers' CSV import dialog (issue 12 item 2), opened from the sellers screen.
export { ImportSellersDialog, type ImportSellersDialogProps } from './ImportSellersDialog.tsx'
