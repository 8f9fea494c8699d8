import {
  CARD_BRAND_NAMES,
  RECURRENCE_METHOD_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  type CardBrand,
  type RecurrenceMethod,
  type SubscriptionStatus,
} from '@vitrine/api'

/*
 * How a subscription reads in the panel and on the subscriber's page: its status, its cycle,
 * how it is paid and how often.
 */

export const subscriptionStatusText = (status: SubscriptionStatus) =>
  SUBSCRIPTION_STATUS_LABELS[status]['pt-BR']

export const recurrenceMethodText = (method: RecurrenceMethod) =>
  RECURRENCE_METHOD_LABELS[method]['pt-BR']

/** "Ciclo 2 de 4", "Ciclo 2 · sem limite", or that nothing was billed yet. */
export function cycleText(current: number, cycles: number | null): string {
  if (current === 0) return 'Nenhum ciclo cobrado'
  return cycles === null ? `Ciclo ${current} · sem limite` : `Ciclo ${current} de ${cycles}`
}

/** "Visa •••• 4242": all a card is shown as. */
export const cardText = (card: { brand: string; last_four: string }) =>
  `${CARD_BRAND_NAMES[card.brand as CardBrand] ?? card.brand} •••• ${card.last_four}`

/** The card when paid by card and one is on file, else the method's name. */
export function paidWithText(
  method: RecurrenceMethod,
  card: { brand: string; last_four: string } | null,
): string {
  if (method === 'creditcard') return card ? cardText(card) : 'Cartão ainda não informado'
  return recurrenceMethodText(method)
}
