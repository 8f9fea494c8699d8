/**
 * The payment sandbox's test cards: numbers that never belong to a real card and whose
 * outcome is fixed, so a merchant can rehearse each path of a card payment (approval, refusal,
 * a held authorisation, a transient failure) without money moving.
 *
 * The numbers are the ones developers already know from Stripe's public test-card list
 * (docs.stripe.com/testing), so nobody needs to learn new ones; outcomes follow Stripe's where
 * our statuses have one, and the two Stripe numbers below with no twin in our statuses are
 * given our own meaning (see `note`). Elo and Hipercard, absent from Stripe's list, use numbers
 * of our choosing: they pass Luhn and carry a BIN of their brand. Any future expiry date and any
 * security code are accepted.
 */
import { cardDigits } from './card-number.ts'
import type { CardBrand } from './brand.ts'

/** Stripe's decline codes, as the issuer's refusal reads to a Brazilian merchant and payer. */
const DECLINE_REASONS: Record<string, string> = {
  generic_decline: 'Cartão recusado pelo banco emissor.',
  insufficient_funds: 'Cartão recusado: saldo ou limite insuficiente.',
  lost_card: 'Cartão recusado: consta como perdido.',
  stolen_card: 'Cartão recusado: consta como roubado.',
  expired_card: 'Cartão recusado: o cartão está vencido.',
  incorrect_cvc: 'Cartão recusado: código de segurança incorreto.',
}

/** The refusal a declined test card reports (the sandbox's answer and the fixture's alike). */
export function declineReasonOf(declineCode: string | undefined): string {
  return DECLINE_REASONS[declineCode ?? ''] ?? DECLINE_REASONS.generic_decline!
}

/** What a test card with the `retry` outcome reports: a failure worth trying again. */
export const TEMPORARY_FAILURE_REASON =
  'Falha temporária no processamento do cartão. Tente novamente.'

/** What the sandbox does with a test card. */
export type TestCardOutcome = 'approved' | 'declined' | 'pre_authorized' | 'retry'

export interface TestCard {
  number: string
  brand: CardBrand
  outcome: TestCardOutcome
  /** The refusal reason a declined card reports (Stripe's decline codes). */
  declineCode?: string
  note?: string
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'approved' },
  { number: '4000056655665556', brand: 'visa', outcome: 'approved', note: 'Débito' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'approved' },
  { number: '2223003122003222', brand: 'mastercard', outcome: 'approved', note: 'Série 2' },
  { number: '5105105105105100', brand: 'mastercard', outcome: 'approved', note: 'Pré-pago' },
  { number: '378282246310005', brand: 'amex', outcome: 'approved' },
  { number: '6011111111111117', brand: 'discover', outcome: 'approved' },
  { number: '3566002020360505', brand: 'jcb', outcome: 'approved' },
  { number: '30569309025904', brand: 'diners', outcome: 'approved' },
  { number: '6362970000457013', brand: 'elo', outcome: 'approved' },
  { number: '6062825624254001', brand: 'hipercard', outcome: 'approved' },
  {
    number: '4000000000000002',
    brand: 'visa',
    outcome: 'declined',
    declineCode: 'generic_decline',
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    outcome: 'declined',
    declineCode: 'insufficient_funds',
  },
  { number: '4000000000009987', brand: 'visa', outcome: 'declined', declineCode: 'lost_card' },
  { number: '4000000000009979', brand: 'visa', outcome: 'declined', declineCode: 'stolen_card' },
  { number: '4000000000000069', brand: 'visa', outcome: 'declined', declineCode: 'expired_card' },
  { number: '4000000000000127', brand: 'visa', outcome: 'declined', declineCode: 'incorrect_cvc' },
  {
    number: '4000000000000119',
    brand: 'visa',
    outcome: 'retry',
    note: 'Stripe: processing_error, a transient failure; a second attempt may pass. Typed, it always fails; stored for recurring charges, its token’s first charge fails and every later one is approved.',
  },
  {
    number: '4000002500003155',
    brand: 'visa',
    outcome: 'pre_authorized',
    note: 'Stripe: requires authentication. Here the authorisation is held for a later capture.',
  },
]

/** The test card a number is (spaces and hyphens allowed), if it is one. */
export function testCardOf(input: string): TestCard | undefined {
  const digits = cardDigits(input)
  return TEST_CARDS.find((card) => card.number === digits)
}
