import type { PaymentType } from '@vitrine/api'

export const METHOD_LABELS: Record<PaymentType, string> = {
  pix: 'Pix',
  billet: 'Boleto',
  voucher: 'Vale',
  creditcard: 'Cartão de crédito',
  'pix-installment': 'Pix parcelado',
  'static-pix': 'Pix estático',
  debitcard: 'Cartão de débito',
  custom: 'Personalizado',
  free: 'Gratuito',
  onetap: 'Um clique',
  other: 'Outro',
}
