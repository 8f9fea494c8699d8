import type { ReactNode } from 'react'
import { AreaHeader } from '../../shared/AreaHeader.tsx'
import { cataloguePages, type CataloguePage } from './catalogue-pages.ts'

export interface CatalogueHeaderProps {
  appId: number
  page: CataloguePage
  title: string
  description: ReactNode
  /** The page's main actions ("Novo produto", "Importar"). */
  actions?: ReactNode
}

/** "Layout › Catálogo", the page's title, and the catalogue's pages (Produtos · Categorias). */
export function CatalogueHeader({ appId, page, ...heading }: CatalogueHeaderProps) {
  return (
    <AreaHeader
      area="Layout › Catálogo"
      tabsLabel="Páginas do catálogo"
      pages={cataloguePages(appId)}
      current={page}
      {...heading}
    />
  )
}
