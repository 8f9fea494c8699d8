import type { PaymentEvent, PaymentStatus, PaymentType } from '@vitrine/api'

/** The payer's words for a payment's status (never the panel's jargon). */
export const STATUS_LABELS: Record<PaymentStatus, string> = {
  empty: 'Pagamento iniciado',
  pending: 'Aguardando pagamento',
  pre_authorized: 'Pagamento reservado no cartão',
  authorized: 'Pagamento aprovado',
  complete: 'Pagamento confirmado',
  partial_refund: 'Pagamento devolvido em parte',
  refunded: 'Pagamento devolvido',
  failed: 'Pagamento não concluído',
  'retry-error': 'Pagamento não concluído',
  'retry-success': 'Pagamento confirmado',
}

/** One line per step of the receipt's timeline. */
export const EVENT_LABELS: Record<PaymentEvent, string> = {
  issue: 'Cobrança criada',
  pay: 'Pagamento recebido',
  authorize: 'Pagamento aprovado',
  pre_authorize: 'Valor reservado no cartão',
  capture: 'Pagamento aprovado',
  settle: 'Pagamento confirmado',
  settle_rest: 'Pagamento confirmado',
  decline: 'Pagamento não concluído',
  cancel: 'Cobrança cancelada pela loja',
  void: 'Reserva do cartão cancelada',
  refund_part: 'Parte do valor devolvida',
  refund_rest: 'Valor devolvido',
  retry_failed: 'Nova tentativa não concluída',
  retry_succeeded: 'Nova tentativa aprovada',
}

export const TYPE_LABELS: Partial<Record<PaymentType, string>> = {
  pix: 'Pix',
  billet: 'Boleto',
  creditcard: 'Cartão de crédito',
  debitcard: 'Cartão de débito',
  voucher: 'Vale',
  'pix-installment': 'Pix parcelado',
  'static-pix': 'Pix',
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
})
const dateOnly = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'UTC' })

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso))
/** A due date (YYYY-MM-DD) as the payer reads it. */
export const formatDueDate = (day: string) =>
  dateOnly.format(new Date(`${day.slice(0, 10)}T12:00:00Z`))

/**
 * What is left until `expiresAt`: "50 min" (whole minutes while two or more are left, so the
 * text does not change every second), "1:59" in the last two minutes, null once it passed.
 */
export function countdown(expiresAt: string, now: number): string | null {
  const left = Math.floor((Date.parse(expiresAt) - now) / 1000)
  if (left <= 0) return null
  if (left < 120) return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`
  const minutes = Math.floor(left / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`
}
