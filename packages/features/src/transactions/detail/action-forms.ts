import * as v from 'valibot'
import { formatMoney, parseMoney, transactionLabels } from '@vitrine/api'
import { length, required } from '@vitrine/api/validation'

/*
 * The capture and refund forms: an amount in reais, up to what the payment allows. The server
 * checks the same limit (a 409 when the payment changed meanwhile); the form says it first.
 */

/** An amount in reais as typed, to centavos, between R$ 0,01 and `max`. */
export const amountUpTo = (max: number, tooMuch: string) =>
  v.pipe(
    v.string(),
    required({ label: transactionLabels.amount }),
    v.check((text) => parseMoney(text) !== undefined, 'Digite um valor em reais, como 1.234,56.'),
    v.transform((text) => parseMoney(text)!),
    v.check((cents) => cents >= 1, 'O valor precisa ser de pelo menos R$ 0,01.'),
    v.check((cents) => cents <= max, tooMuch),
  )

export const refundFormSchema = (refundable: number) =>
  v.object({
    amount: amountUpTo(
      refundable,
      `O máximo que ainda pode ser estornado é ${formatMoney(refundable)}.`,
    ),
    reason: v.pipe(v.string(), v.trim(), length(0, 200, { label: transactionLabels.reason })),
  })

export const captureFormSchema = (authorized: number) =>
  v.object({
    amount: amountUpTo(
      authorized,
      `A captura não pode passar do valor pré-autorizado, ${formatMoney(authorized)}.`,
    ),
  })

export const resendFormSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    required({ label: transactionLabels.email }),
    v.email('Digite um e-mail válido, como nome@exemplo.com.br.'),
    v.maxLength(254, 'O e-mail tem no máximo 254 caracteres.'),
  ),
})
