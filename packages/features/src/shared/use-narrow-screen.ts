import { useSyncExternalStore } from 'react'

/**
 * Below Tailwind's `md` breakpoint (48rem), where the side panel stops being a column beside the
 * page and becomes a drawer over it. Kept in step with the `md:`/`max-md:` classes of the frame.
 */
export const NARROW_SCREEN_QUERY = '(width < 48rem)'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW_SCREEN_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const matches = () => window.matchMedia(NARROW_SCREEN_QUERY).matches

/** Whether the screen is narrow now; re-renders when it crosses the breakpoint. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, matches, () => false)
}
