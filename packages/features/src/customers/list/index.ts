export { CustomerListScreen, type CustomerListScreenProps } from './CustomerListScreen.tsx'
