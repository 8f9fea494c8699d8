import { href } from '../../routes/manifest.ts'
import type { AreaPage } from '../../shared/AreaHeader.tsx'

/** The catalogue's pages, in the order the tabs show them. */
export type CataloguePage = 'products' | 'categories'

/** The catalogue's sub-navigation, as the layout menu's "Catálogo" lists it. */
export function cataloguePages(appId: number): AreaPage<CataloguePage>[] {
  const appID = appId
  return [
    { page: 'products', label: 'Produtos', href: href('layout-catalog-products', { appID }) },
    {
      page: 'categories',
      label: 'Categorias',
      href: href('layout-catalog-categories', { appID }),
    },
  ]
}
