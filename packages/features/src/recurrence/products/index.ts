// Recorrência › Produtos: the list, the product's dialog (with its picture) and the archive
// confirmation.
export { ProductsScreen, type ProductsScreenProps } from './ProductsScreen.tsx'
