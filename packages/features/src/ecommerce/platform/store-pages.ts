import { href } from '../../routes/manifest.ts'
import type { AreaPage } from '../../shared/AreaHeader.tsx'

/** The store's own pages of the e-commerce area, in the order the tabs show them. */
export type StorePage = 'platform' | 'publish' | 'logs'

export function storePages(appId: number): AreaPage<StorePage>[] {
  const appID = appId
  return [
    { page: 'platform', label: 'Plataforma', href: href('ecommerce-platform', { appID }) },
    { page: 'publish', label: 'Publicar', href: href('ecommerce-publish', { appID }) },
    { page: 'logs', label: 'Registros', href: href('ecommerce-logs', { appID }) },
  ]
}
