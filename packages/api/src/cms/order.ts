/*
 * Element order (specification section 4: staged in the screen until saved or reset; section
 * 7: PUT /cms/{layoutId}/order with page_id and orders). Pure, so the server and the fixture
 * accept and refuse the same lists.
 */

export interface Placed {
  content_id: number
  placeholder: string
  position: number
}

/**
 * The new position of each element, or undefined when `orders` is not exactly (each once) the
 * elements of one placeholder of the page or all the page's elements. With the whole page,
 * each placeholder takes its elements in the order they appear in the list.
 */
export function positionsFor(
  elements: readonly Placed[],
  orders: readonly number[],
): Map<number, number> | undefined {
  if (new Set(orders).size !== orders.length) return undefined
  const byId = new Map(elements.map((element) => [element.content_id, element]))
  if (!orders.every((id) => byId.has(id))) return undefined
  const placeholders = new Set(orders.map((id) => byId.get(id)!.placeholder))
  const expected =
    orders.length === elements.length
      ? elements.length
      : placeholders.size === 1
        ? elements.filter((element) => placeholders.has(element.placeholder)).length
        : -1
  if (orders.length !== expected) return undefined
  const next = new Map<string, number>()
  const positions = new Map<number, number>()
  for (const id of orders) {
    const placeholder = byId.get(id)!.placeholder
    const position = next.get(placeholder) ?? 0
    positions.set(id, position)
    next.set(placeholder, position + 1)
  }
  return positions
}

/** The default order (the screen's "reset"): by placeholder as the page lists them, then position. */
export function sortElements<T extends Placed>(
  elements: readonly T[],
  placeholderOrder: readonly string[],
): T[] {
  const rank = (placeholder: string) => {
    const index = placeholderOrder.indexOf(placeholder)
    return index === -1 ? placeholderOrder.length : index
  }
  return [...elements].sort(
    (a, b) =>
      rank(a.placeholder) - rank(b.placeholder) ||
      a.position - b.position ||
      a.content_id - b.content_id,
  )
}
