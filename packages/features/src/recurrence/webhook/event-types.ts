import type { ConsoleEventType } from '@vitrine/api'

/** The families the event types are shown in, in this order. */
export type EventGroup = 'payments' | 'subscriptions' | 'invoices' | 'test'

export const EVENT_GROUP_LABELS: Record<EventGroup, string> = {
  payments: 'Pagamentos',
  subscriptions: 'Assinaturas',
  invoices: 'Faturas',
  test: 'Teste',
}

// The events this console subscribes endpoints to: the contract's `ConsoleEventType` (Data Plus
// row events go only to their table's triggers, layout/dataplus/triggers).
export type { ConsoleEventType }

/**
 * Every event an endpoint can subscribe to, with what it tells. Typed by the contract's list,
 * so a new event that has no description here does not compile.
 */
export const EVENT_TYPES: Record<ConsoleEventType, { group: EventGroup; description: string }> = {
  'payment.created': {
    group: 'payments',
    description: 'Uma cobrança foi criada (pendente, ou recusada pelo provedor).',
  },
  'payment.status_changed': {
    group: 'payments',
    description: 'O status de um pagamento mudou (enviado junto com os eventos abaixo).',
  },
  'payment.captured': {
    group: 'payments',
    description: 'Uma pré-autorização foi capturada, no todo ou em parte.',
  },
  'payment.refunded': {
    group: 'payments',
    description: 'Dinheiro voltou ao pagador: um estorno (parcial ou total) ou um chargeback.',
  },
  'subscription.created': {
    group: 'subscriptions',
    description: 'Uma assinatura foi criada (em teste, ou ativa com a primeira fatura emitida).',
  },
  'subscription.updated': {
    group: 'subscriptions',
    description: 'O status, o plano, a data de cobrança ou o cancelamento no fim do período mudou.',
  },
  'subscription.canceled': {
    group: 'subscriptions',
    description:
      'Uma assinatura foi cancelada (pela loja, pelo assinante ou por falta de pagamento).',
  },
  'invoice.created': {
    group: 'invoices',
    description:
      'A fatura de um ciclo foi emitida (cartão cobrado na hora, pix ou boleto enviado antes).',
  },
  'invoice.paid': {
    group: 'invoices',
    description: 'Uma fatura foi paga (na hora ou numa nova tentativa).',
  },
  'invoice.failed': {
    group: 'invoices',
    description: 'A cobrança de uma fatura falhou; diz quando será tentada de novo.',
  },
  'invoice.expired': {
    group: 'invoices',
    description: 'O prazo de pagamento de uma fatura terminou sem pagamento.',
  },
  'webhook.test': {
    group: 'test',
    description: 'Enviado quando você clica em «Enviar evento de teste».',
  },
}

/** The event types of each group, in the contract's order. */
export function eventTypesByGroup(): { group: EventGroup; types: ConsoleEventType[] }[] {
  const groups = Object.keys(EVENT_GROUP_LABELS) as EventGroup[]
  return groups.map((group) => ({
    group,
    types: (Object.keys(EVENT_TYPES) as ConsoleEventType[]).filter(
      (type) => EVENT_TYPES[type].group === group,
    ),
  }))
}
