import type { PaymentEvent } from '@vitrine/api'

/** What happened at each step of the timeline, in the merchant's words. */
export const PAYMENT_EVENT_LABELS: Record<PaymentEvent, string> = {
  issue: 'Cobrança emitida',
  pay: 'Pagamento confirmado',
  authorize: 'Autorizado e capturado',
  pre_authorize: 'Valor pré-autorizado',
  capture: 'Pré-autorização capturada',
  settle: 'Liquidado pela adquirente',
  settle_rest: 'Restante liquidado pela adquirente',
  decline: 'Recusado',
  cancel: 'Cobrança cancelada',
  void: 'Pré-autorização liberada',
  refund_part: 'Estorno parcial',
  refund_rest: 'Estorno',
  retry_failed: 'Nova tentativa recusada',
  retry_succeeded: 'Nova tentativa aprovada',
}
