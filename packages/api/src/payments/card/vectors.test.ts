/**
 * The card examples of the shared test vectors (copied into vectors.json with their ids and
 * sources): Luhn, brand, and the sandbox outcome of the Stripe test numbers we adopted.
 */
import { describe, expect, it } from 'vitest'
import { cardBrandOf, isLuhnValid, testCardOf, type TestCardOutcome } from './index.ts'
import vectors from './vectors.json'

/** Stripe's outcome in the vectors → ours (see test-cards.ts for the two we reinterpret). */
function outcomeOf(stripeOutcome: string): TestCardOutcome | undefined {
  if (stripeOutcome.startsWith('succeeds')) return 'approved'
  if (stripeOutcome.includes('processing_error')) return 'retry'
  if (stripeOutcome.startsWith('declined')) return 'declined'
  if (stripeOutcome.startsWith('requires 3DS')) return 'pre_authorized'
  return undefined
}

describe('card vectors', () => {
  it.each(vectors.examples.map((example) => [example.id, example] as const))(
    '%s',
    (_, { input, expected }) => {
      expect(isLuhnValid(input)).toBe(expected.luhn_valid)
      expect(cardBrandOf(input)).toBe(expected.brand)
      expect(testCardOf(input)?.outcome).toBe(outcomeOf(expected.stripe_outcome))
    },
  )
})
