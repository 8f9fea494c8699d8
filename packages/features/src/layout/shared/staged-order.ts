/*
 * The order of a placeholder's elements as the person arranges it before saving (section 4:
 * swapped up or down, staged until saved or reset to the default order). Pure functions, so the
 * list, the preview and the "Salvar ordem" call read one staged order.
 */

export type Direction = 'up' | 'down'

/** The ids with the one at `index` swapped with its neighbour; the same array at either end. */
export function swapped<T>(ids: readonly T[], index: number, direction: Direction): readonly T[] {
  const other = direction === 'up' ? index - 1 : index + 1
  if (index < 0 || index >= ids.length || other < 0 || other >= ids.length) return ids
  const next = [...ids]
  ;[next[index], next[other]] = [next[other]!, next[index]!]
  return next
}

export function sameOrder<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index])
}

/**
 * A staged order still applies only to the same elements: once the saved list gains or loses
 * one (a create, a duplicate, a removal), the staged order would name ids that are not there.
 */
export function stillApplies<T>(staged: readonly T[], saved: readonly T[]): boolean {
  if (staged.length !== saved.length) return false
  const known = new Set(saved)
  return staged.every((id) => known.has(id))
}

/** The items in the staged order (items the order does not name keep their place at the end). */
export function inOrder<T, Id>(items: readonly T[], idOf: (item: T) => Id, order: readonly Id[]) {
  const position = new Map(order.map((id, index) => [id, index]))
  return [...items].sort(
    (a, b) =>
      (position.get(idOf(a)) ?? Number.MAX_SAFE_INTEGER) -
      (position.get(idOf(b)) ?? Number.MAX_SAFE_INTEGER),
  )
}
