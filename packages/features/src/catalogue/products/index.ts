// Layout › Catálogo › Produtos: the list (search, filters) and the import dialog.
export { ProductsScreen, type ProductsScreenProps } from './ProductsScreen.tsx'
