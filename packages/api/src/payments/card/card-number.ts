/**
 * Card numbers (PAN) as typed: digits with the spaces or hyphens people group them with.
 *
 * Storage rule: a card number never reaches our storage, logs or analytics. What we keep of a
 * card is its brand and its last four digits (for "Visa •••• 4242"); the number itself, the
 * expiry and the security code go straight to the payment processor, which returns a token.
 * This keeps the panel and the server out of PCI DSS cardholder-data scope. The functions in
 * this folder read a number in memory to help the person typing it; none of them keeps it.
 */

/** The digits of a typed card number, or null when it holds anything but digits, spaces and hyphens. */
export function cardDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '')
  return /^\d+$/.test(digits) ? digits : null
}

/** The last four digits: with the brand, all of a card we may store. */
export function lastFour(input: string): string {
  return (cardDigits(input) ?? '').slice(-4)
}

/** "•••• 4242": how a card is shown once typed, in lists and receipts. */
export function maskCard(input: string): string {
  return `•••• ${lastFour(input)}`
}
