export {
  canMovePayment,
  nextPaymentStatus,
  PAYMENT_EVENTS,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  paymentEventsFrom,
  type PaymentEvent,
  type PaymentStatus,
} from './transitions.ts'
export { illegalMoveMessage, PAYMENT_STATUS_LABELS } from './labels.ts'
