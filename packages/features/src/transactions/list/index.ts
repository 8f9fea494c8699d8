export { TransactionListScreen, type TransactionListScreenProps } from './TransactionListScreen.tsx'
