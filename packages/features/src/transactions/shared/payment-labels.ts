import {
  CARD_BRAND_NAMES,
  PAYMENT_STATUS_LABELS,
  type PaymentEvent,
  type PaymentStatus,
  type PaymentType,
  type TransactionSummary,
} from '@vitrine/api'

/** The payment types as a Brazilian merchant names them (specification section 3). */
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  pix: 'Pix',
  billet: 'Boleto',
  voucher: 'Vale-refeição',
  creditcard: 'Cartão de crédito',
  'pix-installment': 'Pix parcelado',
  'static-pix': 'Pix estático',
  debitcard: 'Cartão de débito',
  custom: 'Método próprio',
  free: 'Gratuito',
  onetap: 'Compra com um clique',
  other: 'Outro',
}

export const statusLabel = (status: PaymentStatus) => PAYMENT_STATUS_LABELS[status]['pt-BR']

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

/** "Visa •••• 4242": all a card is ever shown as (the brand and the last four digits). */
export function cardLabel(card: NonNullable<TransactionSummary['card']>): string {
  return `${CARD_BRAND_NAMES[card.brand]} •••• ${card.last_four}`
}

/** "3x", or nothing for a single payment. */
export const installmentsLabel = (count: number) => (count > 1 ? `${count}x` : null)

/** How the payment was made, in one line: the card, or the type and the gateway. */
export function methodLine(payment: TransactionSummary): string {
  const installments = installmentsLabel(payment.installments)
  if (payment.card) {
    return [cardLabel(payment.card), installments].filter(Boolean).join(' · ')
  }
  return [PAYMENT_TYPE_LABELS[payment.type], installments].filter(Boolean).join(' · ')
}
