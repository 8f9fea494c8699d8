import type { ScreenTable } from '../screen-context.ts'

/** Checkout › Apps de checkout: the catalogue and an app's page. */
export const screens: ScreenTable = {
  'checkout-marketplace': () => import('./checkout-marketplace.tsx'),
  'checkout-marketplace-app': () => import('./checkout-marketplace-app.tsx'),
}
