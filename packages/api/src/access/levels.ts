/** Permission areas (specification sections 3, 6 and 9: "permission modules"). */
export const AREAS = [
  'layout',
  'ecommerce',
  'checkout',
  'payments',
  'recurrence',
  'customers',
  'settings',
] as const
export type Area = (typeof AREAS)[number]

/** Levels per area, weakest first; a missing entry means none. */
export const LEVELS = ['none', 'read', 'write'] as const
export type Level = (typeof LEVELS)[number]

export function levelRank(level: Level): number {
  return LEVELS.indexOf(level)
}

/** True when `granted` is at least `needed` (write implies read). */
export function satisfies(granted: Level, needed: Level): boolean {
  return levelRank(granted) >= levelRank(needed)
}
