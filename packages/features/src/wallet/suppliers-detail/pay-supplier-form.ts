import * as v from 'valibot'
import { WALLET_MAX_PAYOUT_CENTS, walletLabels, walletText } from '@vitrine/api'
import { length, required } from '@vitrine/api/validation'
import { moneyField } from '../../shared/money-field.ts'

/**
 * "Pagar fornecedor": an amount in reais and what it pays for. The available balance, when
 * known, is checked here first with the server's own sentence; the server checks it again (and
 * the minimum) when the payment is sent, and its refusal lands on the same field.
 */
export function paySupplierFormSchema(availableCents: number | undefined) {
  return v.object({
    amount: v.pipe(
      moneyField(walletLabels.amount, 1, WALLET_MAX_PAYOUT_CENTS),
      v.check(
        (cents) => availableCents === undefined || cents <= availableCents,
        (issue) =>
          walletText(issue.lang, 'overAvailable', {
            available: { cents: Math.max(0, availableCents ?? 0) },
          }),
      ),
    ),
    description: v.pipe(
      v.string(),
      v.trim(),
      required({ label: walletLabels.description }),
      length(1, 140, { label: walletLabels.description }),
    ),
  })
}
export type PaySupplierFormSchema = ReturnType<typeof paySupplierFormSchema>
