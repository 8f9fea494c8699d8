import { useState } from 'react'
import { useStorage } from '@vitrine/api/react'

/** How much room each row of the list takes. */
export type Density = 'comfortable' | 'compact'

/** Remembered per browser: people who want more rows on screen want it every visit. */
export const DENSITY_STORAGE_KEY = 'vitrine.customers.density'

/** The list's density, read from and saved to the storage the host provides. */
export function useDensity(): [Density, (density: Density) => void] {
  const storage = useStorage()
  const [density, setDensity] = useState<Density>(() =>
    storage.get(DENSITY_STORAGE_KEY) === 'compact' ? 'compact' : 'comfortable',
  )
  return [
    density,
    (next) => {
      setDensity(next)
      // The storage never throws: when the browser refuses it, the choice is applied, not kept.
      storage.set(DENSITY_STORAGE_KEY, next)
    },
  ]
}
