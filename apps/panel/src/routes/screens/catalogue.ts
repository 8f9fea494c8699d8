import type { ScreenTable } from '../screen-context.ts'

/** Layout › Catálogo: the products, a product's form, the category tree. */
export const screens: ScreenTable = {
  'layout-catalog-products': () => import('./catalogue-products.tsx'),
  'layout-catalog-products-edit': () => import('./catalogue-products-edit.tsx'),
  'layout-catalog-categories': () => import('./catalogue-categories.tsx'),
}
