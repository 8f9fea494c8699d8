import * as v from 'valibot'
import { WALLET_MAX_PAYOUT_CENTS, walletLabels } from '@vitrine/api'
import { moneyField } from '../../shared/money-field.ts'

/*
 * The withdrawal's form: the amount as typed ("1.000,00"), out as centavos. Named like the
 * contract's field, so the server's refusals (under the minimum, over the day's cap or the
 * balance) land on it. Those limits are the server's to check: the figures on screen may be
 * a moment old, and it says each refusal with the figure that applies now.
 */
export const WithdrawFormSchema = v.object({
  amount_cents: moneyField(walletLabels.amount, 1, WALLET_MAX_PAYOUT_CENTS),
})
export type WithdrawFormValues = v.InferInput<typeof WithdrawFormSchema>

/** What is left of today's cap: never below zero (a lowered cap may be under what was taken). */
export const leftToday = (capCents: number, withdrawnTodayCents: number) =>
  Math.max(0, capCents - withdrawnTodayCents)
