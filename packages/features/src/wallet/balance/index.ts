// The wallet's balance (Pagamentos › Carteira › Saldo): figures, statement, payouts, withdrawals.
export { WalletBalanceScreen, type WalletBalanceScreenProps } from './WalletBalanceScreen.tsx'
