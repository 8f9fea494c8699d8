import type { ScreenTable } from '../screen-context.ts'

/** Payments › Split: the gateways that split, and one gateway's sellers. */
export const screens: ScreenTable = {
  'payments-split': () => import('./split-gateways.tsx'),
  'payments-split-sellers': () => import('./split-sellers.tsx'),
}
