export { FinancialPendingModal, type FinancialPendingModalProps } from './FinancialPendingModal.tsx'
export {
  FINANCIAL_MODAL_INTERVAL_MS,
  financialModalDue,
  type FinancialModalMoment,
} from './financial-modal-rule.ts'
export { LOCKDOWN_PERIOD_HOURS, lockdownDeadlineText } from './lockdown-deadline.ts'
