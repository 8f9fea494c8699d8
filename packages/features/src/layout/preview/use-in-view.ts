import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether the element has come into view (once it has, it stays true): a page of 200 elements
 * asks the catalogue only for the ones the person scrolls to.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const target = ref.current
    if (seen || !target) return
    if (typeof IntersectionObserver === 'undefined') return setSeen(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
      },
      { rootMargin: '200px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [ref, seen])
  return seen
}
