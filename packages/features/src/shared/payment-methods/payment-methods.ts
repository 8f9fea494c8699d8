import { LINK_MAX_INSTALLMENTS, type Gateway } from '@vitrine/api'

/*
 * The methods a payer is offered on a public page (a payment link, a capture request sent by
 * link): the store's active gateways, and the most installments those gateways and the store's
 * installments setup allow. The server checks the same (apps/server/src/checkout/read.ts).
 */

/** The gateways a public page may offer: the store's active ones, never a static pix. */
export const linkableGateways = (gateways: readonly Gateway[]) =>
  gateways.filter((gateway) => gateway.active && gateway.type !== 'static-pix')

/** Gateways whose charge can be split in installments, and up to how many (1 for the rest). */
export function maxInstallmentsOf(gateway: Gateway | undefined): number {
  if (gateway?.type !== 'creditcard' && gateway?.type !== 'pix-installment') return 1
  const max = Number((gateway.settings as { max_installments?: unknown }).max_installments)
  return Number.isInteger(max) && max > 1 ? max : 1
}

/**
 * The most installments a page may offer with these methods: what the card (or installment
 * pix) gateways among them allow, within the store's installments setup; 1 without one.
 */
export function installmentsCap(
  gateways: readonly Gateway[],
  chosenIds: readonly string[],
  setupMax: number,
): number {
  const chosen = gateways.filter((gateway) => chosenIds.includes(String(gateway.id)))
  const byGateways = Math.max(1, ...chosen.map(maxInstallmentsOf))
  return Math.max(1, Math.min(byGateways, setupMax, LINK_MAX_INSTALLMENTS))
}

/** "1x (à vista)", "Até 2x", … up to the cap. */
export const installmentCapOptions = (cap: number) =>
  Array.from({ length: cap }, (_, index) => {
    const count = index + 1
    return { value: String(count), label: count === 1 ? '1x (à vista)' : `Até ${count}x` }
  })
