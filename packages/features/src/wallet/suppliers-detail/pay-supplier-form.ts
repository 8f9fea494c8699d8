import * as v from 'valibot'
import {
  fieldErrorsOf,
  isApiError,
  WALLET_MAX_PAYOUT_CENTS,
  walletLabels,
  walletText,
} from '@vitrine/api'
import { length, required } from '@vitrine/api/validation'
import { moneyField } from '../../shared/money-field.ts'

/**
 * "Pagar fornecedor": an amount in reais and what it pays for. The wallet's minimum and the
 * available balance, when known, are checked here first with the server's own sentences; the
 * server checks them again when the payment is sent, and its refusal lands on the same field.
 */
export function paySupplierFormSchema(
  availableCents: number | undefined,
  minCents: number | undefined,
) {
  return v.object({
    amount: v.pipe(
      moneyField(walletLabels.amount, 1, WALLET_MAX_PAYOUT_CENTS),
      v.check(
        (cents) => minCents === undefined || cents >= minCents,
        (issue) => walletText(issue.lang, 'belowMinimum', { min: { cents: minCents ?? 0 } }),
      ),
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

/** The wallet's refusals that end a request for good (the server said no; nothing moved). */
const FINAL_REFUSALS = ['walletDisabled', 'supplierArchived', 'supplierNotFound'] as const

/**
 * Whether a failed payment was the wallet's own answer (a refused amount or description, the
 * wallet off, the supplier archived or gone) rather than a lost answer or a request still
 * running. The server keeps such an answer under its idempotency key and gives it again for
 * the same key, so the next try, once something changed elsewhere (the wallet enabled, money
 * come in), needs a key of its own; a retry after anything else keeps the key, so it can never
 * pay twice.
 */
export function isFinalRefusal(error: unknown): boolean {
  if (!isApiError(error) || error.statusCode >= 500) return false
  const fields = fieldErrorsOf(error)
  if (fields.amount_cents !== undefined || fields.description !== undefined) return true
  return FINAL_REFUSALS.some((text) =>
    (['pt-BR', 'en'] as const).some((lang) => walletText(lang, text) === error.message),
  )
}
