/*
 * Changing a subscription's plan (issue 13 item 3). The rule, as the panel states it:
 *
 *   The change takes effect now. The price difference for the time left in the current cycle
 *   goes on the next invoice: an extra charge when the new plan costs more, a discount when it
 *   costs less. From the next cycle on, the new plan's price and interval apply.
 *
 * adjustment = round((new price − old price) × time left / cycle length), in centavos, on the
 * cycle the subscription is in. A discount larger than the next invoice is carried to the ones
 * after it (the invoice never goes below zero). A subscription in trial has paid nothing yet:
 * no adjustment. BigInt keeps the product exact (a price of R$ 10 million times milliseconds).
 */

export interface ProrationInput {
  fromPriceCents: number
  toPriceCents: number
  periodStart: Date
  periodEnd: Date
  at: Date
}

export function prorationCents(input: ProrationInput): number {
  const total = BigInt(input.periodEnd.getTime() - input.periodStart.getTime())
  if (total <= 0n) return 0
  const atMs = Math.min(
    Math.max(input.at.getTime(), input.periodStart.getTime()),
    input.periodEnd.getTime(),
  )
  const left = BigInt(input.periodEnd.getTime() - atMs)
  const difference = BigInt(input.toPriceCents - input.fromPriceCents)
  const numerator = difference * left
  // Round half away from zero, the same for a charge and a discount.
  const sign = numerator < 0n ? -1n : 1n
  const magnitude = numerator < 0n ? -numerator : numerator
  const rounded = (magnitude * 2n + total) / (total * 2n)
  return Number(sign * rounded)
}

/** The rule as the plan-change dialog says it. */
export const PRORATION_RULE_TEXT =
  'A troca vale agora. A diferença de preço pelo tempo que falta no ciclo atual entra na próxima fatura: a mais se o novo plano custa mais, como desconto se custa menos. Do próximo ciclo em diante valem o preço e o intervalo do novo plano.'
