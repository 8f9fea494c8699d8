// Pagamentos › Carteira › Fornecedores › one supplier: its data, its payments, paying it.
export { WalletSupplierScreen, type WalletSupplierScreenProps } from './WalletSupplierScreen.tsx'
