// Pagamentos › Carteira › Fornecedores: the list, the new supplier's dialog, and the "where it
// receives" fields (a bank account or a pix key) the supplier's page reuses.
export { WalletSuppliersScreen, type WalletSuppliersScreenProps } from './WalletSuppliersScreen.tsx'
