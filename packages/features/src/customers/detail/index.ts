export { CustomerDetailScreen, type CustomerDetailScreenProps } from './CustomerDetailScreen.tsx'
