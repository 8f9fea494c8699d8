import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type Key,
  type ReactNode,
} from 'react'
import { cn } from '../../lib/cn.ts'
import { sameWindow, virtualWindow, type VirtualWindow } from './virtual-window.ts'

/** What each rendered row must spread on its outermost element: its place and its semantics. */
export interface VirtualRowProps {
  style: CSSProperties
  'data-index': number
  role: 'row' | 'listitem'
  /** Table semantics: the row's position among all rows, header rows included (1-based). */
  'aria-rowindex'?: number
  /** List semantics: the item's position and the list's size (-1 when unknown). */
  'aria-posinset'?: number
  'aria-setsize'?: number
}

export interface VirtualListProps extends Omit<ComponentProps<'div'>, 'children' | 'role'> {
  /** Rows that exist now (loaded). */
  count: number
  /** Every row is this tall, in pixels (a denser layout passes a smaller one). */
  rowHeight: number
  /** Renders row `index`; spread `row` on the row's outermost element. */
  renderRow: (index: number, row: VirtualRowProps) => ReactNode
  /** A stable key for row `index` (default: the index). */
  rowKey?: (index: number) => Key
  /** Rows rendered beyond each edge of the viewport, so a fast scroll shows no gap. */
  overscan?: number
  /**
   * How many rows there are in all: `count` (the default) when everything is loaded, null when
   * more may follow (keyset pages), which assistive technology hears as "unknown".
   */
  total?: number | null
  /** Called once the viewport comes within `endThreshold` rows of the last row. */
  onEndReached?: () => void
  endThreshold?: number
  /**
   * `list` (list and listitems) or `table`: the scroll area is the table, the body a rowgroup
   * and each row carries aria-rowindex; the header (a rowgroup with the column headers) goes in
   * `header`.
   */
  semantics?: 'list' | 'table'
  /**
   * Drawn above the rows inside the scroll area; make it `sticky top-0` (with a background) to
   * keep it in view. In table semantics, the rowgroup holding the header row.
   */
  header?: ReactNode
  /** Rows inside `header`, so that body rows are numbered after them (table semantics). */
  headerRows?: number
  /** The scroll area's largest height (a shorter list is only as tall as its rows). */
  maxHeight?: CSSProperties['maxHeight']
  /** Classes for the element holding the rows (e.g. a minimum width for wide tables). */
  bodyClassName?: string
}

/**
 * A long list that renders only the rows in view (and a few around them) inside its own scroll
 * area: every row has the same height, so where each one sits is arithmetic and nothing is
 * measured but the viewport. Screen readers still learn the full size (aria-rowcount or
 * aria-setsize), and `onEndReached` asks for the next page before the user gets there.
 */
export function VirtualList({
  count,
  rowHeight,
  renderRow,
  rowKey,
  overscan = 6,
  total = count,
  onEndReached,
  endThreshold = 10,
  semantics = 'list',
  header,
  headerRows = header ? 1 : 0,
  maxHeight = '32rem',
  className,
  bodyClassName,
  style,
  onScroll,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: VirtualListProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  // Before the viewport is measured (the first render), guess one screenful.
  const [range, setRange] = useState<VirtualWindow>(() =>
    virtualWindow({ count, rowHeight, offset: 0, viewportHeight: 600, overscan }),
  )

  const measure = useCallback(() => {
    const container = containerRef.current
    const body = bodyRef.current
    if (!container || !body) return
    const next = virtualWindow({
      count,
      rowHeight,
      // The body starts below the header: its offsetTop inside the (positioned) scroll area.
      offset: container.scrollTop - body.offsetTop,
      viewportHeight: container.clientHeight,
      overscan,
    })
    setRange((current) => (sameWindow(current, next) ? current : next))
  }, [count, rowHeight, overscan])

  // A denser or roomier layout keeps the same first row in view instead of the same pixel.
  const shownRowHeight = useRef(rowHeight)
  useLayoutEffect(() => {
    const container = containerRef.current
    const body = bodyRef.current
    const previous = shownRowHeight.current
    shownRowHeight.current = rowHeight
    if (!container || !body || previous === rowHeight) return
    const scrolled = container.scrollTop - body.offsetTop
    if (scrolled > 0) container.scrollTop = body.offsetTop + (scrolled / previous) * rowHeight
  }, [rowHeight])

  useLayoutEffect(measure, [measure])

  useEffect(() => {
    const container = containerRef.current
    if (!container || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => measure())
    observer.observe(container)
    return () => observer.disconnect()
  }, [measure])

  // Asks once per approach to the end: again after new rows arrive or after scrolling away.
  const latestOnEndReached = useRef(onEndReached)
  useEffect(() => {
    latestOnEndReached.current = onEndReached
  })
  const armed = useRef(true)
  const inEndZone = count > 0 && range.lastVisible >= count - 1 - endThreshold
  useEffect(() => {
    armed.current = true
  }, [count])
  useEffect(() => {
    if (!inEndZone) {
      armed.current = true
    } else if (armed.current) {
      armed.current = false
      latestOnEndReached.current?.()
    }
  }, [inEndZone, count])

  const table = semantics === 'table'
  const known = total !== null
  const end = Math.min(range.end, count)
  const rows: ReactNode[] = []
  for (let index = range.start; index < end; index++) {
    const row: VirtualRowProps = {
      'data-index': index,
      role: table ? 'row' : 'listitem',
      style: {
        position: 'absolute',
        insetInline: 0,
        top: 0,
        height: rowHeight,
        transform: `translateY(${index * rowHeight}px)`,
      },
      ...(table
        ? { 'aria-rowindex': headerRows + index + 1 }
        : { 'aria-posinset': index + 1, 'aria-setsize': known ? total : -1 }),
    }
    rows.push(<Fragment key={rowKey ? rowKey(index) : index}>{renderRow(index, row)}</Fragment>)
  }

  const name = { 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledBy }
  return (
    <div
      data-slot="virtual-list"
      ref={containerRef}
      // Focusable, so keyboard users can scroll it even when its rows hold nothing to focus.
      tabIndex={0}
      role={table ? 'table' : undefined}
      aria-rowcount={table ? (known ? headerRows + total : -1) : undefined}
      {...(table ? name : {})}
      className={cn(
        'relative overflow-auto overscroll-contain rounded-[inherit] outline-none',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
        className,
      )}
      style={{ maxHeight, ...style }}
      onScroll={(event) => {
        onScroll?.(event)
        measure()
      }}
      {...props}
    >
      {header}
      <div
        data-slot="virtual-list-body"
        ref={bodyRef}
        role={table ? 'rowgroup' : 'list'}
        {...(table ? {} : name)}
        className={cn('relative', bodyClassName)}
        style={{ height: count * rowHeight }}
      >
        {rows}
      </div>
    </div>
  )
}
