// Layout › Catálogo › a product's page: the whole product's form (new or saved).
export { ProductEditScreen, type ProductEditScreenProps } from './ProductEditScreen.tsx'
