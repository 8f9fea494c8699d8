import type { CheckoutCorner, CheckoutFont, CheckoutMethodType, CheckoutStep } from '@vitrine/api'

export const FONT_LABELS: Record<CheckoutFont, string> = {
  system: 'Padrão (a mesma do painel)',
  humanist: 'Humanista (Seravek, Calibri, Ubuntu…)',
  geometric: 'Geométrica (Avenir, Montserrat, Century Gothic…)',
  serif: 'Serifada (Charter, Cambria…)',
}

export const CORNER_LABELS: Record<CheckoutCorner, string> = {
  square: 'Retos',
  rounded: 'Arredondados',
  pill: 'Bem redondos',
}

export const STEP_LABELS: Record<CheckoutStep, string> = {
  identification: 'Identificação',
  address: 'Endereço',
  shipping: 'Entrega',
  payment: 'Pagamento',
}

export const METHOD_LABELS: Record<CheckoutMethodType, string> = {
  pix: 'Pix',
  creditcard: 'Cartão de crédito',
  billet: 'Boleto',
  voucher: 'Vale',
}
