import { useEffect } from 'react'

/**
 * While a form has unsaved changes, closing or reloading the tab asks first (the browser's own
 * question). Leaving through the form's Cancel asks in the page; other links of the panel do
 * not ask, as the host router offers no way to hold a navigation.
 */
export function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return
    const hold = (event: BeforeUnloadEvent) => {
      event.preventDefault()
    }
    window.addEventListener('beforeunload', hold)
    return () => window.removeEventListener('beforeunload', hold)
  }, [dirty])
}
