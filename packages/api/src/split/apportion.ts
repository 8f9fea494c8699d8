/**
 * Divides `total` centavos in proportion to whole-number `weights` by the largest remainder
 * (Hamilton's method): each part first gets its exact share rounded down, then the centavos
 * still left (fewer than there are parts) go one each to the parts whose exact share lost the
 * most in that rounding; equal losses go to the earlier part, so the answer is deterministic.
 *
 * Why this method and not another:
 * - the parts add up to `total` exactly: rounding each part on its own (Math.round) can miss
 *   the total by a centavo or more either way;
 * - every part is its exact share rounded down or up, never further off: giving all the
 *   centavos left to one party instead can push that party several centavos past its share;
 * - so when `total` is at most the sum of the weights, no part exceeds its own weight: a fee
 *   split in proportion to gross shares never takes a party below zero, and a refund split in
 *   proportion to what is left of each share never gives back more than was left.
 *
 * The arithmetic is on BigInt, because `total × weight` passes 2^53 for real amounts (R$ 1
 * million of fee against R$ 1 million of share); the parts come back as numbers.
 * Weights must be non-negative integers; all zero is allowed only for a total of zero.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + BigInt(weight), 0n)
  if (whole === 0n) {
    if (total !== 0) throw new RangeError(`cannot divide ${total} by weights that are all zero`)
    return weights.map(() => 0)
  }
  const amount = BigInt(total)
  const floors = weights.map((weight) => (amount * BigInt(weight)) / whole)
  const losses = weights.map((weight) => (amount * BigInt(weight)) % whole)
  let left = amount - floors.reduce((sum, part) => sum + part, 0n)
  const order = weights
    .map((_, index) => index)
    .sort((a, b) => (losses[b]! > losses[a]! ? 1 : losses[b]! < losses[a]! ? -1 : a - b))
  for (const index of order) {
    if (left === 0n) break
    floors[index]! += 1n
    left -= 1n
  }
  return floors.map(Number)
}

/** `value × numerator ÷ denominator` rounded down, exact past 2^53 (non-negative inputs). */
export function mulDivFloor(value: number, numerator: number, denominator: number): number {
  return Number((BigInt(value) * BigInt(numerator)) / BigInt(denominator))
}
