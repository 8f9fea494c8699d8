import type { ScreenTable } from '../screen-context.ts'

/** Checkout › Aparência do checkout: the store's checkout look with a live preview. */
export const screens: ScreenTable = {
  'checkout-appearance': () => import('./checkout-appearance.tsx'),
}
