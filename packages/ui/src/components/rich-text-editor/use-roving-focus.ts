import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react'

const ITEM = '[data-toolbar-item]'

function enabledItems(container: HTMLElement | null): HTMLElement[] {
  return Array.from(container?.querySelectorAll<HTMLElement>(ITEM) ?? []).filter(
    (item) => !item.matches(':disabled'),
  )
}

/**
 * The toolbar pattern of WAI-ARIA: the toolbar is one Tab stop and the arrow keys (plus Home and
 * End) move between its controls. Items mark themselves with `data-toolbar-item`; the one last
 * focused stays the Tab stop, falling back to the first enabled item when it gets disabled.
 */
export function useRovingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const current = useRef<HTMLElement | null>(null)

  const settle = useCallback(() => {
    const items = enabledItems(ref.current)
    const active = current.current && items.includes(current.current) ? current.current : items[0]
    for (const item of ref.current?.querySelectorAll<HTMLElement>(ITEM) ?? []) {
      item.tabIndex = item === active ? 0 : -1
    }
  }, [])

  // Items appear, disappear and get disabled as the editor's state changes: settle after every render.
  useLayoutEffect(settle)

  const onFocus = useCallback(
    (event: FocusEvent<T>) => {
      if (!(event.target instanceof HTMLElement) || !event.target.matches(ITEM)) return
      current.current = event.target
      settle()
    },
    [settle],
  )

  const onKeyDown = useCallback((event: KeyboardEvent<T>) => {
    const items = enabledItems(ref.current)
    const index = items.indexOf(event.target as HTMLElement)
    if (index === -1) return
    const moves: Record<string, HTMLElement | undefined> = {
      ArrowRight: items[(index + 1) % items.length],
      ArrowLeft: items[(index - 1 + items.length) % items.length],
      Home: items[0],
      End: items[items.length - 1],
    }
    const next = moves[event.key]
    if (!next) return
    event.preventDefault()
    next.focus()
  }, [])

  return { ref, onFocus, onKeyDown }
}
