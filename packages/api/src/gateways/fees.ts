import type { GatewayFees } from './schema.ts'

/**
 * The provider's fee on money received: the percentage (basis points) of the amount, rounded
 * to the centavo, plus the fixed part, never above the amount. The server charges with it
 * (payments/charge.ts, moves.ts) and the split simulator previews with it, so the fee a
 * merchant sees split before saving a rule is the one a real payment carries.
 */
export function gatewayFeeCents(cents: number, fees: GatewayFees): number {
  return Math.min(cents, Math.round((cents * fees.percent_bps) / 10_000) + fees.fixed_cents)
}
