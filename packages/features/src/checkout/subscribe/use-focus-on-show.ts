import { useEffect, useRef, type RefObject } from 'react'

/**
 * Focuses (and so scrolls to) what a charge made here led to: the form the subscriber was
 * filling in is gone, and on a phone the news would be out of sight above.
 */
export function useFocusOnShow<T extends HTMLElement>(active: boolean): RefObject<T | null> {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (active) ref.current?.focus()
  }, [active])
  return ref
}
