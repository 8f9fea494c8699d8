import { useEffect } from 'react'

/**
 * Rendered after a screen inside its Suspense boundary: its effect runs once the screen's code
 * and first render are done, i.e. when "a page finishes loading" (section 4).
 */
export function PageLoaded({ address, onLoaded }: { address: string; onLoaded: () => void }) {
  useEffect(() => {
    onLoaded()
    // Once per page: a new address is a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address])
  return null
}
