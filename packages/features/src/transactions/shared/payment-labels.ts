import {
  CARD_BRAND_NAMES,
  PAYMENT_STATUS_LABELS,
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

export { PAYMENT_EVENT_LABELS } from '../../shared/payment-timeline/payment-event-labels.ts'

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
