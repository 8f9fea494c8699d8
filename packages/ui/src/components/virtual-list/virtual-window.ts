/** Which rows a virtual list renders: `[start, end)`, and the last one actually in view. */
export interface VirtualWindow {
  start: number
  end: number
  /** The last row inside the viewport (without overscan), -1 when there are no rows. */
  lastVisible: number
}

export interface VirtualWindowInput {
  count: number
  rowHeight: number
  /** How far the rows have scrolled past the top of the viewport, in pixels (may be negative). */
  offset: number
  viewportHeight: number
  overscan: number
}

/**
 * The rows that intersect the viewport, widened by `overscan` rows on each side so that a fast
 * scroll shows rows already there instead of a gap while React renders the next window.
 */
export function virtualWindow({
  count,
  rowHeight,
  offset,
  viewportHeight,
  overscan,
}: VirtualWindowInput): VirtualWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, lastVisible: -1 }
  const clamp = (index: number) => Math.min(count, Math.max(0, index))
  const firstVisible = clamp(Math.floor(offset / rowHeight))
  // A row whose top edge sits exactly on the bottom edge is not in view.
  const visibleEnd = clamp(Math.ceil((offset + Math.max(0, viewportHeight)) / rowHeight))
  return {
    start: clamp(firstVisible - overscan),
    end: clamp(Math.max(visibleEnd, firstVisible + 1) + overscan),
    lastVisible: Math.max(firstVisible, visibleEnd - 1),
  }
}

export const sameWindow = (a: VirtualWindow, b: VirtualWindow) =>
  a.start === b.start && a.end === b.end && a.lastVisible === b.lastVisible
