import type { Lang } from '../../validation/index.ts'
import type { PaymentEvent, PaymentStatus } from './transitions.ts'

/** How a merchant reads each status, in the timeline and the filters. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, Record<Lang, string>> = {
  empty: { 'pt-BR': 'Sem cobrança', en: 'Not charged' },
  pending: { 'pt-BR': 'Aguardando pagamento', en: 'Awaiting payment' },
  pre_authorized: { 'pt-BR': 'Pré-autorizado', en: 'Pre-authorised' },
  authorized: { 'pt-BR': 'Autorizado', en: 'Authorised' },
  complete: { 'pt-BR': 'Pago', en: 'Paid' },
  partial_refund: { 'pt-BR': 'Estornado em parte', en: 'Partly refunded' },
  refunded: { 'pt-BR': 'Estornado', en: 'Refunded' },
  failed: { 'pt-BR': 'Falhou', en: 'Failed' },
  'retry-error': { 'pt-BR': 'Nova tentativa recusada', en: 'Retry declined' },
  'retry-success': { 'pt-BR': 'Nova tentativa aprovada', en: 'Retry approved' },
}

/** The event as an action, for the 409 that refuses it: "estornar", "capturar"… */
const EVENT_VERBS: Record<PaymentEvent, Record<Lang, string>> = {
  issue: { 'pt-BR': 'emitir a cobrança de', en: 'issue the charge of' },
  pay: { 'pt-BR': 'confirmar o pagamento de', en: 'confirm the payment of' },
  authorize: { 'pt-BR': 'autorizar', en: 'authorise' },
  pre_authorize: { 'pt-BR': 'pré-autorizar', en: 'pre-authorise' },
  capture: { 'pt-BR': 'capturar', en: 'capture' },
  settle: { 'pt-BR': 'liquidar', en: 'settle' },
  settle_rest: { 'pt-BR': 'liquidar o restante de', en: 'settle the rest of' },
  decline: { 'pt-BR': 'recusar', en: 'decline' },
  cancel: { 'pt-BR': 'cancelar', en: 'cancel' },
  void: { 'pt-BR': 'liberar a pré-autorização de', en: 'release the pre-authorisation of' },
  refund_part: { 'pt-BR': 'estornar parte de', en: 'refund part of' },
  refund_rest: { 'pt-BR': 'estornar', en: 'refund' },
  retry_failed: {
    'pt-BR': 'registrar uma nova tentativa recusada em',
    en: 'record a declined retry on',
  },
  retry_succeeded: {
    'pt-BR': 'registrar uma nova tentativa aprovada em',
    en: 'record an approved retry on',
  },
}

/** The 409's message: "Não é possível estornar um pagamento com status “Aguardando pagamento”." */
export function illegalMoveMessage(lang: Lang, from: PaymentStatus, event: PaymentEvent): string {
  const status = PAYMENT_STATUS_LABELS[from][lang]
  const verb = EVENT_VERBS[event][lang]
  return lang === 'pt-BR'
    ? `Não é possível ${verb} um pagamento com status “${status}”.`
    : `Cannot ${verb} a payment whose status is “${status}”.`
}
