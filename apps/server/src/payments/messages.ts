import { ApiError } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { statusText } from '../http/errors.ts'

/**
 * The payments' own answers, in both languages the panel sends. Field messages come from the
 * shared schemas; these are what only the server knows (the gateway is off, the refund passes
 * what is left, the sandbox alone simulates). Illegal moves of the timeline are worded by the
 * contract's `illegalMoveMessage`.
 */
const catalogue = {
  paymentNotFound: { en: 'Payment not found.', 'pt-BR': 'Pagamento não encontrado.' },
  gatewayNotFound: {
    en: 'This gateway does not exist in the store.',
    'pt-BR': 'Este meio de pagamento não existe na loja.',
  },
  gatewayInactive: {
    en: 'The gateway “{name}” is switched off. Switch it on in the gateways settings to charge through it.',
    'pt-BR':
      'O meio de pagamento “{name}” está desativado. Ative-o nos meios de pagamento para cobrar por ele.',
  },
  gatewayGone: {
    en: 'The gateway of this payment was deleted; the provider can no longer be reached for it.',
    'pt-BR':
      'O meio de pagamento deste pagamento foi excluído; não é mais possível falar com o provedor por ele.',
  },
  notIssuedYet: {
    en: 'The provider has not issued this charge yet; it is checked automatically within a few minutes.',
    'pt-BR':
      'O provedor ainda não emitiu esta cobrança; ela é conferida automaticamente em alguns minutos.',
  },
  providerUnknown: {
    en: 'The provider “{name}” is not available on this server.',
    'pt-BR': 'O provedor “{name}” não está disponível neste servidor.',
  },
  customerNotFound: {
    en: 'This customer does not exist in the store.',
    'pt-BR': 'Este cliente não existe na loja.',
  },
  cardRequired: {
    en: 'Enter the card to charge through a card gateway.',
    'pt-BR': 'Informe o cartão para cobrar por um meio de pagamento de cartão.',
  },
  cardNotUsed: {
    en: 'A card is only sent to card gateways.',
    'pt-BR': 'O cartão só é enviado a meios de pagamento de cartão.',
  },
  cardBrandNotAccepted: {
    en: 'This gateway does not accept {brand} cards.',
    'pt-BR': 'Este meio de pagamento não aceita cartões {brand}.',
  },
  cardExpired: { en: 'This card has expired.', 'pt-BR': 'Este cartão está vencido.' },
  cardNumberInvalid: {
    en: 'Invalid card number: check the digits.',
    'pt-BR': 'Número do cartão inválido: confira os dígitos.',
  },
  installmentsNotOffered: {
    en: 'This gateway takes payment at once only (1 installment).',
    'pt-BR': 'Este meio de pagamento só recebe à vista (1 parcela).',
  },
  installmentsTooMany: {
    en: 'At most {max} installments here.',
    'pt-BR': 'No máximo {max} parcelas aqui.',
  },
  installmentTooSmall: {
    en: 'Each installment must be at least {min}.',
    'pt-BR': 'Cada parcela deve ser de pelo menos {min}.',
  },
  amountTooLarge: {
    en: 'The items add up to more than a payment can hold.',
    'pt-BR': 'A soma dos itens passa do valor máximo de um pagamento.',
  },
  refundTooLarge: {
    en: 'At most {max} can still be refunded.',
    'pt-BR': 'Ainda é possível estornar no máximo {max}.',
  },
  captureTooLarge: {
    en: 'At most the pre-authorised {max} can be captured.',
    'pt-BR': 'É possível capturar no máximo o valor pré-autorizado, {max}.',
  },
  confirmCustomOnly: {
    en: 'Only payments of custom methods (a transfer, paid on delivery) are confirmed by hand.',
    'pt-BR':
      'Só pagamentos de métodos personalizados (transferência, pagamento na entrega) são confirmados à mão.',
  },
  simulateSandboxOnly: {
    en: 'Simulations work only with sandbox gateways.',
    'pt-BR': 'Simulações só funcionam com meios de pagamento de sandbox.',
  },
  simulatePaidPixBilletOnly: {
    en: 'Simulating a payment works for pix and boleto; confirm custom methods by hand.',
    'pt-BR':
      'A simulação de pagamento vale para pix e boleto; confirme métodos personalizados à mão.',
  },
  nothingToResend: {
    en: 'There are no instructions to resend: the payment is not awaiting payment, or has no pix code, boleto or instructions.',
    'pt-BR':
      'Não há instruções para reenviar: o pagamento não está aguardando pagamento ou não tem código pix, boleto ou instruções.',
  },
  noAddressToResend: {
    en: 'This payment has no customer e-mail. Enter an address to send to.',
    'pt-BR': 'Este pagamento não tem e-mail do cliente. Informe um endereço para enviar.',
  },
  providerFailed: {
    en: 'The payment provider did not answer. The charge will be checked automatically in a few minutes; try again with the same Idempotency-Key.',
    'pt-BR':
      'O provedor de pagamento não respondeu. A cobrança será conferida automaticamente em alguns minutos; tente de novo com a mesma Idempotency-Key.',
  },
  providerRefused: {
    en: 'The payment provider refused: {message}',
    'pt-BR': 'O provedor de pagamento recusou: {message}',
  },
  billetNotFound: {
    en: 'Boleto not found.',
    'pt-BR': 'Boleto não encontrado.',
  },
} as const satisfies Record<string, Record<Lang, string>>

export type PaymentMessage = keyof typeof catalogue

export function paymentMessage(
  lang: Lang,
  key: PaymentMessage,
  params: Record<string, string | number> = {},
): string {
  return catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]))
}

export function paymentError(
  status: number,
  lang: Lang,
  key: PaymentMessage,
  params: Record<string, string | number> = {},
  data?: unknown,
): ApiError {
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message: paymentMessage(lang, key, params),
    data,
  })
}

/** An answer about one field of the request: the message is also the field's. */
export function paymentFieldError(
  status: number,
  lang: Lang,
  field: string,
  key: PaymentMessage,
  params: Record<string, string | number> = {},
): ApiError {
  const message = paymentMessage(lang, key, params)
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message,
    data: { fields: { [field]: message } },
  })
}

/** A message of our own, already worded (the contract's illegalMoveMessage). */
export function conflict(message: string): ApiError {
  return new ApiError({ statusCode: 409, statusMessage: statusText(409), message })
}
