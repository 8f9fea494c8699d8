import type { RouteValidation } from '../routes/route.ts'
import { defineRoutes } from '../routes/route.ts'

/**
 * A product in the address: `new` (the empty form) or its id, digits only; anything else is
 * "Page Not Found" (as the XML feed's `validateXmlEdit`).
 */
export function validateProductEdit({
  productId,
}: Record<string, string | undefined>): RouteValidation {
  return { ok: productId === 'new' || /^[1-9]\d{0,17}$/.test(productId ?? '') }
}

/**
 * The storefront's catalogue (issue 14 item 1), under the layout area: the products, one
 * product's form, and the category tree. The catalogue is the storefront's, so the layout level
 * guards it (`layout-` names, area `layout`).
 */
export const catalogueRoutes = defineRoutes([
  {
    name: 'layout-catalog-products',
    path: '/:appID/layout/catalog/products',
    layout: 'general',
    login: true,
    area: 'layout',
  },
  {
    name: 'layout-catalog-products-edit',
    path: '/:appID/layout/catalog/products/:productId',
    layout: 'general',
    login: true,
    area: 'layout',
    validate: validateProductEdit,
  },
  {
    name: 'layout-catalog-categories',
    path: '/:appID/layout/catalog/categories',
    layout: 'general',
    login: true,
    area: 'layout',
  },
])

export type CatalogueRouteName = (typeof catalogueRoutes)[number]['name']
