import { useState } from 'react'
import type { CmsElement } from '@vitrine/api'
import {
  inOrder,
  sameOrder,
  stillApplies,
  swapped,
  type Direction,
} from '../shared/staged-order.ts'

/**
 * The page's order as arranged before saving (section 4). The elements come from the server in
 * the default order (by placeholder, then position); a swap stages a new order of the whole
 * page, kept apart per page, until it is saved or reset. A staged order stops applying when the
 * page's elements change underneath it (another tab, a removal).
 */
export function useStagedOrder(pageKey: string, elements: readonly CmsElement[] | undefined) {
  const [staged, setStaged] = useState<{ pageKey: string; ids: readonly number[] } | null>(null)
  const saved = (elements ?? []).map((element) => element.content_id)
  const current =
    staged && staged.pageKey === pageKey && stillApplies(staged.ids, saved) ? staged.ids : saved
  const ordered = inOrder(elements ?? [], (element) => element.content_id, current)
  const placeholderOf = new Map(ordered.map((element) => [element.content_id, element.placeholder]))

  return {
    /** The elements in the staged order. */
    ordered,
    ids: current,
    changed: !sameOrder(current, saved),
    /** Whether the element can go up or down inside its placeholder. */
    canMove(contentId: number, direction: Direction) {
      const index = current.indexOf(contentId)
      const other = current[direction === 'up' ? index - 1 : index + 1]
      return other !== undefined && placeholderOf.get(other) === placeholderOf.get(contentId)
    },
    /** Swaps the element with its neighbour in the same placeholder. */
    move(contentId: number, direction: Direction) {
      const index = current.indexOf(contentId)
      const other = current[direction === 'up' ? index - 1 : index + 1]
      // Only within the placeholder: the first of one never jumps into the one above.
      if (other === undefined || placeholderOf.get(other) !== placeholderOf.get(contentId)) return
      setStaged({ pageKey, ids: swapped(current, index, direction) })
    },
    /** Back to the default order, the one saved. */
    reset: () => setStaged(null),
  }
}
