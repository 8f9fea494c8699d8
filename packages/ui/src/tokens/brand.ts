/** A reseller's colours, applied at run time on top of the design tokens. */
export interface Brand {
  /** Any CSS colour: the primary (buttons, links, focus ring, loading bar). */
  primary?: string
  /** Text on the primary colour; defaults to near-white. */
  primaryForeground?: string
}

const variables = {
  primary: '--vt-brand',
  primaryForeground: '--vt-brand-foreground',
} as const satisfies Record<keyof Brand, string>

/**
 * Sets (or, with an empty brand, clears) the brand variables on `target`. Everything that is
 * brand-coloured reads these variables, so no re-render is needed.
 */
export function applyBrand(brand: Brand, target: HTMLElement = document.documentElement): void {
  for (const key of Object.keys(variables) as (keyof Brand)[]) {
    const value = brand[key]
    if (value) target.style.setProperty(variables[key], value)
    else target.style.removeProperty(variables[key])
  }
}
