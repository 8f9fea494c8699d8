import * as v from 'valibot'
import { checkCardNumber, formatMoney, transactionLabels } from '@vitrine/api'
import { length, matches, required } from '@vitrine/api/validation'

/*
 * A card as people type it, in the panel's "Nova cobrança" and on the payer's public pages: the
 * number with the spaces it is grouped with, the expiry as "MM/AA". The messages say what to
 * type; the contract's CardInputSchema takes the parsed result (month and year as numbers).
 * Pure valibot and the card helpers: light enough for the public pages' budget.
 */

export const cardNumberMessages = {
  invalid_characters: 'Digite só os números do cartão.',
  unknown_brand: 'Bandeira não reconhecida: confira o número do cartão.',
  invalid_length: 'O número do cartão está incompleto ou tem dígitos a mais.',
  luhn: 'Número do cartão inválido: confira os dígitos.',
} as const

/** "MM/AA" → month and year; a card that expired before this month is refused. */
export function expiryOf(text: string, today = new Date()) {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim())
  if (!match) return null
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return null
  const thisMonth = today.getFullYear() * 12 + today.getMonth()
  return { month, year, expired: year * 12 + (month - 1) < thisMonth }
}

export const CardFormSchema = v.object({
  number: v.pipe(
    v.string(),
    required({ label: transactionLabels.cardNumber }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const checked = checkCardNumber(dataset.value)
      if (!checked.valid) addIssue({ message: cardNumberMessages[checked.problem] })
    }),
    v.transform((text) => text.replace(/\D/g, '')),
  ),
  holder: v.pipe(
    v.string(),
    v.trim(),
    required({ label: transactionLabels.holder }),
    length(0, 60, { label: transactionLabels.holder }),
  ),
  expiry: v.pipe(
    v.string(),
    required({ label: transactionLabels.expiry }),
    v.check((text) => expiryOf(text) !== null, 'Digite a validade como MM/AA, por exemplo 08/29.'),
    v.check((text) => !expiryOf(text)?.expired, 'Este cartão já venceu.'),
    v.transform((text) => expiryOf(text)!),
  ),
  cvv: v.pipe(
    v.string(),
    required({ label: transactionLabels.cvv }),
    matches(/^\d{3,4}$/, { label: transactionLabels.cvv }),
  ),
})
export type CardFormValues = v.InferInput<typeof CardFormSchema>

/** The contract's card from the valid form. */
export function cardInputOf(card: v.InferOutput<typeof CardFormSchema>) {
  return {
    number: card.number,
    holder: card.holder,
    expiry_month: card.expiry.month,
    expiry_year: card.expiry.year,
    cvv: card.cvv,
  }
}

/** "4242424242424242" → "4242 4242 4242 4242" (American Express: 4-6-5), as typed. */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 19)
  if (/^3[47]/.test(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ')
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** "0829" → "08/29", as typed: the slash comes once the month is complete. */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/** How an installment choice reads: "À vista, R$ 100,00", "3x de R$ 33,34 sem juros", … */
export function installmentLabel(option: {
  count: number
  installmentCents: number
  totalCents: number
  interestFree: boolean
}): string {
  if (option.count === 1) return `À vista, ${formatMoney(option.totalCents)}`
  const each = `${option.count}x de ${formatMoney(option.installmentCents)}`
  return option.interestFree
    ? `${each} sem juros`
    : `${each} (total ${formatMoney(option.totalCents)})`
}
