import { useState } from 'react'

/** How much room each row of the list takes. */
export type Density = 'comfortable' | 'compact'

/** Remembered per browser: people who want more rows on screen want it every visit. */
export const DENSITY_STORAGE_KEY = 'vitrine.customers.density'

function storedDensity(): Density {
  try {
    return localStorage.getItem(DENSITY_STORAGE_KEY) === 'compact' ? 'compact' : 'comfortable'
  } catch {
    // Storage may be blocked (privacy settings, an embedding frame): fall back to the default.
    return 'comfortable'
  }
}

/** The list's density, read from and saved to localStorage. */
export function useDensity(): [Density, (density: Density) => void] {
  const [density, setDensity] = useState(storedDensity)
  return [
    density,
    (next) => {
      setDensity(next)
      try {
        localStorage.setItem(DENSITY_STORAGE_KEY, next)
      } catch {
        // Not remembered, still applied.
      }
    },
  ]
}
