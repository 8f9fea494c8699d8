/*
 * Money is integer centavos everywhere (ARCHITECTURE.md): stored, sent and computed as whole
 * numbers, turned into reais only to be shown or written into a format that wants a decimal
 * (a pix BR Code's amount, a product feed's price, a CSV cell). Never through a float sum.
 */

const reais = /* @__PURE__ */ new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** For people: 184790 → "R$ 1.847,90" (a no-break space after the symbol). */
export function formatMoney(cents: number): string {
  return reais.format(cents / 100)
}

/**
 * For formats: 184790 → "1847.90" (or "1847,90" with a comma), exact for any safe integer:
 * built from the digits, not from a division.
 */
export function decimalAmount(cents: number, separator: '.' | ',' = '.'): string {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`${cents} is not a whole number of centavos`)
  const digits = String(Math.abs(cents)).padStart(3, '0')
  const sign = cents < 0 ? '-' : ''
  return `${sign}${digits.slice(0, -2)}${separator}${digits.slice(-2)}`
}

/**
 * What a person types into a money field, in pt-BR: "1.234,56", "1234,5", "R$ 10" → centavos;
 * undefined when it is not an amount (more than two decimals, letters, a misplaced dot).
 */
export function parseMoney(text: string): number | undefined {
  const plain = text.replace(/^\s*R\$\s*/, '').trim()
  const match = /^(-)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(plain)
  if (!match) return undefined
  const [, minus, whole, fraction = ''] = match
  const cents = Number(whole!.replace(/\./g, '')) * 100 + Number(fraction.padEnd(2, '0'))
  if (!Number.isSafeInteger(cents)) return undefined
  return minus ? -cents : cents
}
