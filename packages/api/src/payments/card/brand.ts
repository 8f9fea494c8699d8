/**
 * The card brand ("bandeira") from the number's first digits (its IIN/BIN), so the form can
 * show the brand's mark while the number is typed and refuse lengths the brand never issues.
 *
 * Sources of the ranges:
 * - Visa, Mastercard, American Express, Diners Club, Discover, JCB: the IIN table of ISO/IEC
 *   7812 issuers as compiled in Wikipedia's "Payment card number" article; Mastercard's
 *   2-series (2221–2720) is Mastercard's own 2016 announcement, live since 2017.
 * - Elo and Hipercard: the Elo and Hipercard rows of the same table (Elo's list as the brand
 *   published it to acquirers).
 * - Aura: prefix 50 as listed by acquirers in github.com/Marjoel/credit-card-bins; no public
 *   list from the brand itself, so it is the least certain range here and is checked last.
 *
 * Order matters where ranges overlap: Elo issued BINs inside Visa's 4, Discover's 65 and the
 * 50 of Aura, and Hipercard's 3841x0 lies inside Diners' 38, so the narrower brands are tried
 * first. Co-branded Diners/Mastercard cards (54, 55) read as Mastercard, the network they use.
 */
import { cardDigits } from './card-number.ts'
import { isLuhnValid } from './luhn.ts'

export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'elo',
  'hipercard',
  'diners',
  'discover',
  'jcb',
  'aura',
] as const
export type CardBrand = (typeof CARD_BRANDS)[number]

/** The brands' own spelling, for labels. */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  aura: 'Aura',
}

/** A prefix, or an inclusive range of prefixes of equal length. */
type Prefix = string | readonly [low: string, high: string]

interface BrandRule {
  brand: CardBrand
  prefixes: readonly Prefix[]
  lengths: readonly number[]
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index)

const RULES: readonly BrandRule[] = [
  {
    brand: 'elo',
    prefixes: [
      '401178',
      '401179',
      '431274',
      '438935',
      '451416',
      '457393',
      '457631',
      '457632',
      '504175',
      ['506699', '506778'],
      ['509000', '509999'],
      '627780',
      '636297',
      '636368',
      ['650031', '650033'],
      ['650035', '650051'],
      ['650405', '650439'],
      ['650485', '650538'],
      ['650541', '650598'],
      ['650700', '650718'],
      ['650720', '650727'],
      ['650901', '650978'],
      ['651652', '651679'],
      ['655000', '655019'],
      ['655021', '655058'],
    ],
    lengths: [16],
  },
  { brand: 'hipercard', prefixes: ['606282', '384100', '384140', '384160'], lengths: [16, 19] },
  { brand: 'amex', prefixes: ['34', '37'], lengths: [15] },
  {
    brand: 'diners',
    prefixes: [['300', '305'], '3095', '36', ['38', '39']],
    lengths: range(14, 19),
  },
  { brand: 'jcb', prefixes: [['3528', '3589']], lengths: range(16, 19) },
  {
    brand: 'mastercard',
    prefixes: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
  },
  { brand: 'discover', prefixes: ['6011', ['644', '649'], '65'], lengths: range(16, 19) },
  { brand: 'visa', prefixes: ['4'], lengths: [13, 16, 19] },
  { brand: 'aura', prefixes: ['50'], lengths: range(16, 19) },
]

function matches(digits: string, prefix: Prefix): boolean {
  const [low, high] = typeof prefix === 'string' ? [prefix, prefix] : prefix
  const head = digits.slice(0, low.length)
  // Equal-length digit strings compare as numbers do.
  return head.length === low.length && head >= low && head <= high
}

function ruleOf(digits: string): BrandRule | undefined {
  return RULES.find((rule) => rule.prefixes.some((prefix) => matches(digits, prefix)))
}

/** The brand of a (possibly partial) card number, or null when no known range matches yet. */
export function cardBrandOf(input: string): CardBrand | null {
  const digits = cardDigits(input)
  return digits === null ? null : (ruleOf(digits)?.brand ?? null)
}

/** The lengths a brand issues. */
export function cardLengthsOf(brand: CardBrand): readonly number[] {
  return RULES.find((rule) => rule.brand === brand)?.lengths ?? []
}

/** Digits of the security code printed on the card: American Express prints four. */
export function securityCodeLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3
}

export type CardNumberProblem = 'invalid_characters' | 'unknown_brand' | 'invalid_length' | 'luhn'

/**
 * Checks a complete card number: known brand, a length that brand issues, Luhn. The problem
 * names the first rule that failed, for a field-level message.
 */
export function checkCardNumber(
  input: string,
):
  | { valid: true; brand: CardBrand; lastFour: string }
  | { valid: false; problem: CardNumberProblem } {
  const digits = cardDigits(input)
  if (digits === null) return { valid: false, problem: 'invalid_characters' }
  const rule = ruleOf(digits)
  if (!rule) return { valid: false, problem: 'unknown_brand' }
  if (!rule.lengths.includes(digits.length)) return { valid: false, problem: 'invalid_length' }
  if (!isLuhnValid(digits)) return { valid: false, problem: 'luhn' }
  return { valid: true, brand: rule.brand, lastFour: digits.slice(-4) }
}
