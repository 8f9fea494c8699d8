import type { ScreenTable } from '../screen-context.ts'

/** Payments › Transações: the list and one payment. */
export const screens: ScreenTable = {
  'payments-transactions': () => import('./transactions-list.tsx'),
  'payments-transactions-details': () => import('./transactions-detail.tsx'),
}
