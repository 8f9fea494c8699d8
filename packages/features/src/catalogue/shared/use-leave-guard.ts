import { useEffect } from 'react'

/**
 * While the product's form has unsaved changes, closing or reloading the tab asks first (the
 * browser's own question); the form's "Cancelar" asks in the page. The host router offers no
 * way to hold a navigation, so the panel's other links do not ask. (The gateways' forms have
 * the same hook; areas are sealed from each other, so each keeps its own.)
 */
export function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return
    const hold = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', hold)
    return () => window.removeEventListener('beforeunload', hold)
  }, [dirty])
}
