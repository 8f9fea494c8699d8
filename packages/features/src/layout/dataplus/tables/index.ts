// Layout › Data Plus: the store's tables for the storefront.
export { DataplusTablesScreen, type DataplusTablesScreenProps } from './DataplusTablesScreen.tsx'
