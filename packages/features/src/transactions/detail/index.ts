export {
  TransactionDetailScreen,
  type TransactionDetailScreenProps,
} from './TransactionDetailScreen.tsx'
