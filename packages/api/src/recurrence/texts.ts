import { resolveLang, type Lang } from '../validation/index.ts'
import type { RecurrenceInterval } from './calendar.ts'
import type { RecurrenceMethod } from './plans.ts'
import type { InvoiceStatus, SubscriptionEvent, SubscriptionStatus } from './subscriptions.ts'

/*
 * The recurrence area's words in both languages the panel and the server speak: statuses,
 * intervals, methods, and the refusals the server and the fixture share, so a story and the
 * real server refuse with the same sentence.
 */

type Texts<K extends string> = Record<K, Record<Lang, string>>

export const SUBSCRIPTION_STATUS_LABELS: Texts<SubscriptionStatus> = {
  trialing: { 'pt-BR': 'Em teste', en: 'Trialing' },
  active: { 'pt-BR': 'Ativa', en: 'Active' },
  past_due: { 'pt-BR': 'Em atraso', en: 'Past due' },
  paused: { 'pt-BR': 'Pausada', en: 'Paused' },
  canceled: { 'pt-BR': 'Cancelada', en: 'Canceled' },
  ended: { 'pt-BR': 'Encerrada', en: 'Ended' },
}

export const INVOICE_STATUS_LABELS: Texts<InvoiceStatus> = {
  active: { 'pt-BR': 'Ativa', en: 'Active' },
  expired: { 'pt-BR': 'Expirada', en: 'Expired' },
}

/** "a cada …" wording of an interval; `days` reads "a cada N dias". */
export const INTERVAL_LABELS: Texts<RecurrenceInterval> = {
  weekly: { 'pt-BR': 'Semanal', en: 'Weekly' },
  monthly: { 'pt-BR': 'Mensal', en: 'Monthly' },
  quarterly: { 'pt-BR': 'Trimestral', en: 'Quarterly' },
  semiannual: { 'pt-BR': 'Semestral', en: 'Semiannual' },
  yearly: { 'pt-BR': 'Anual', en: 'Yearly' },
  days: { 'pt-BR': 'A cada {days} dias', en: 'Every {days} days' },
}

export const RECURRENCE_METHOD_LABELS: Texts<RecurrenceMethod> = {
  creditcard: { 'pt-BR': 'Cartão de crédito', en: 'Credit card' },
  billet: { 'pt-BR': 'Boleto', en: 'Boleto' },
  pix: { 'pt-BR': 'Pix', en: 'Pix' },
}

/** The interval in words: "Mensal", "A cada 15 dias". */
export function intervalLabel(
  interval: RecurrenceInterval,
  intervalDays: number | null,
  lang: string | undefined = 'pt-BR',
): string {
  return INTERVAL_LABELS[interval][resolveLang(lang)].replace('{days}', String(intervalDays ?? ''))
}

/** What each subscription action is called in a refusal ("não é possível pausar"). */
const ACTION_VERBS: Texts<SubscriptionEvent> = {
  pay: { 'pt-BR': 'registrar o pagamento', en: 'record a payment' },
  fail: { 'pt-BR': 'registrar a falha', en: 'record a failure' },
  pause: { 'pt-BR': 'pausar', en: 'pause it' },
  resume: { 'pt-BR': 'retomar', en: 'resume it' },
  exhaust_cancel: { 'pt-BR': 'cancelar por falta de pagamento', en: 'cancel it for non-payment' },
  exhaust_pause: { 'pt-BR': 'pausar por falta de pagamento', en: 'pause it for non-payment' },
  cancel: { 'pt-BR': 'cancelar', en: 'cancel it' },
  end: { 'pt-BR': 'encerrar', en: 'end it' },
}

const recurrenceTexts = {
  illegalMove: {
    'pt-BR': 'Esta assinatura está {status}: não é possível {action}.',
    en: 'This subscription is {status}: cannot {action}.',
  },
  subscriptionNotFound: {
    'pt-BR': 'Assinatura não encontrada.',
    en: 'Subscription not found.',
  },
  cycleNotFound: {
    'pt-BR': 'Este ciclo da assinatura não existe ou ainda não foi cobrado.',
    en: 'This cycle of the subscription does not exist or has not been billed yet.',
  },
  planNotFound: { 'pt-BR': 'Plano não encontrado.', en: 'Plan not found.' },
  planArchived: {
    'pt-BR': 'Este plano está arquivado: não aceita novas assinaturas.',
    en: 'This plan is archived: it takes no new subscriptions.',
  },
  planInactive: {
    'pt-BR': 'Este plano está desativado: ative-o para assinar.',
    en: 'This plan is inactive: activate it to subscribe.',
  },
  samePlan: {
    'pt-BR': 'A assinatura já está neste plano.',
    en: 'The subscription is already on this plan.',
  },
  methodNotAccepted: {
    'pt-BR': 'O plano não aceita esta forma de pagamento.',
    en: 'The plan does not accept this payment method.',
  },
  noGateway: {
    'pt-BR': 'A loja não tem um gateway ativo de {method}: configure um em Pagamentos.',
    en: 'The store has no active {method} gateway: set one up in Payments.',
  },
  customerNotFound: { 'pt-BR': 'Cliente não encontrado.', en: 'Customer not found.' },
  productNotFound: { 'pt-BR': 'Produto não encontrado.', en: 'Product not found.' },
  productArchived: {
    'pt-BR': 'O produto {name} está arquivado: escolha outro.',
    en: 'The product {name} is archived: choose another.',
  },
  skuTaken: {
    'pt-BR': 'Já existe um produto com este SKU.',
    en: 'A product with this SKU already exists.',
  },
  invoiceNotRetryable: {
    'pt-BR': 'Só uma fatura de cartão recusada e não paga pode ser cobrada de novo.',
    en: 'Only a declined, unpaid card invoice can be charged again.',
  },
  noCard: {
    'pt-BR': 'A assinatura não tem cartão cadastrado: o assinante precisa informar um.',
    en: 'The subscription has no card on file: the subscriber must give one.',
  },
  chargeDateRange: {
    'pt-BR': 'Escolha uma data futura, até um intervalo do plano depois da próxima cobrança.',
    en: 'Choose a future date, at most one plan interval after the next charge.',
  },
  cycleAlreadyPaid: {
    'pt-BR': 'Este ciclo já está pago.',
    en: 'This cycle is already paid.',
  },
  nothingToKeep: {
    'pt-BR': 'Esta assinatura não tem cancelamento agendado.',
    en: 'This subscription has no cancellation scheduled.',
  },
  noPaidPeriod: {
    'pt-BR': 'Esta assinatura não tem um período pago em curso: para encerrá-la, cancele agora.',
    en: 'This subscription has no paid period running: cancel it now instead.',
  },
  subscriptionClosed: {
    'pt-BR': 'Esta assinatura está {status}: não muda mais.',
    en: 'This subscription is {status}: it no longer changes.',
  },
  noNextCharge: {
    'pt-BR': 'Esta assinatura não tem próxima cobrança marcada.',
    en: 'This subscription has no next charge scheduled.',
  },
  invoiceNotFound: { 'pt-BR': 'Fatura não encontrada.', en: 'Invoice not found.' },
  cycleClosed: {
    'pt-BR': 'Esta fatura expirou e não aceita mais pagamento.',
    en: 'This invoice expired and no longer takes payment.',
  },
  cyclePending: {
    'pt-BR': 'Este ciclo já tem um pagamento em andamento: pague o pix ou o boleto gerado.',
    en: 'This cycle already has a payment under way: pay the pix or boleto issued.',
  },
  cycleCharging: {
    'pt-BR': 'Este ciclo já está sendo cobrado. Aguarde alguns instantes e atualize a página.',
    en: 'This cycle is already being charged. Wait a moment and reload the page.',
  },
  startAtPast: {
    'pt-BR': 'A primeira cobrança não pode ficar no passado.',
    en: 'The first charge cannot be in the past.',
  },
  cardNotUsed: {
    'pt-BR': 'Esta assinatura é paga por {method}: não usa cartão.',
    en: 'This subscription is paid by {method}: it takes no card.',
  },
} as const satisfies Texts<string>

export type RecurrenceText = keyof typeof recurrenceTexts

/** One of the area's sentences with `{param}`s filled in. */
export function recurrenceText(
  lang: string | undefined,
  key: RecurrenceText,
  params: Record<string, string | number> = {},
): string {
  let text: string = recurrenceTexts[key][resolveLang(lang)]
  for (const [name, value] of Object.entries(params))
    text = text.replaceAll(`{${name}}`, String(value))
  return text
}

/** The refusal of a move the state machine does not allow. */
export function illegalSubscriptionMoveText(
  lang: string | undefined,
  status: SubscriptionStatus,
  event: SubscriptionEvent,
): string {
  const language = resolveLang(lang)
  return recurrenceText(lang, 'illegalMove', {
    status: SUBSCRIPTION_STATUS_LABELS[status][language].toLowerCase(),
    action: ACTION_VERBS[event][language],
  })
}
