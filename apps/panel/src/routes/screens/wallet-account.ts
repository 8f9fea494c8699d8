import type { ScreenTable } from '../screen-context.ts'

/** Payments › Wallet: the balance (statement, payouts, withdrawals) and turning it on or off. */
export const screens: ScreenTable = {
  'payments-wallet-balance': () => import('./wallet-balance.tsx'),
  'payments-wallet-enable': () => import('./wallet-enable.tsx'),
}
