import type { CatalogueProductFilters } from './products.ts'

export const catalogueKeys = {
  all: (appId: number) => ['catalogue', appId] as const,
  products: (appId: number, filters: CatalogueProductFilters) =>
    [...catalogueKeys.all(appId), 'products', filters] as const,
  product: (appId: number, productId: number) =>
    [...catalogueKeys.all(appId), 'product', productId] as const,
  categories: (appId: number) => [...catalogueKeys.all(appId), 'categories'] as const,
  /** A catalogue element's preview, by its conditions and size. */
  productFilter: (appId: number, request: unknown) =>
    [...catalogueKeys.all(appId), 'product-filter', request] as const,
  categoryFilter: (appId: number, request: unknown) =>
    [...catalogueKeys.all(appId), 'category-filter', request] as const,
  imports: (appId: number) => [...catalogueKeys.all(appId), 'imports'] as const,
}
