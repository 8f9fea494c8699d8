import type { ScreenTable } from '../screen-context.ts'

/** Payments › Carteira › Fornecedores: the list and one supplier. */
export const screens: ScreenTable = {
  'payments-wallet-suppliers': () => import('./wallet-suppliers-list.tsx'),
  'payments-wallet-suppliers-detail': () => import('./wallet-suppliers-detail.tsx'),
}
