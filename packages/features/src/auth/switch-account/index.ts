export {
  SwitchAccountDialog,
  type AccountName,
  type SwitchAccountDialogProps,
} from './SwitchAccountDialog.tsx'
