// The look of each payment status lives in shared/ since the recurrence area's invoices show
// the same timeline; the transactions' files keep importing it from here.
export {
  PAYMENT_STATUS_LOOK,
  STATUS_FILL,
  type StatusTone,
} from '../../shared/payment-timeline/payment-status-look.ts'
