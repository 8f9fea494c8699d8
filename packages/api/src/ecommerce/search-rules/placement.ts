/**
 * Fixed positions over a ranked list: each pinned item at its (1-based) position, the ranked
 * items in their order around them (a pinned item found by the search too is not repeated).
 * A position past the ranked items puts its item right after the last one, pins in their
 * order. `pins` must already leave out what may not show (hidden, out of stock).
 */
export function placePins<T extends { id: number }>(
  ranked: readonly T[],
  pins: readonly { item: T; position: number }[],
  limit: number,
): { item: T; pinnedAt: number | null }[] {
  const pinnedIds = new Set(pins.map((pin) => pin.item.id))
  const rest = ranked.filter((item) => !pinnedIds.has(item.id))
  const waiting = [...pins].sort((a, b) => a.position - b.position)
  const placed: { item: T; pinnedAt: number | null }[] = []
  let next = 0
  while (placed.length < limit && (waiting.length > 0 || next < rest.length)) {
    const position = placed.length + 1
    const pin = waiting[0]
    if (pin && (pin.position <= position || next >= rest.length)) {
      waiting.shift()
      placed.push({ item: pin.item, pinnedAt: pin.position })
    } else {
      placed.push({ item: rest[next++] as T, pinnedAt: null })
    }
  }
  return placed
}
