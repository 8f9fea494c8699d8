import type { ScreenTable } from '../screen-context.ts'

/** E-commerce › Plataforma, Publicar, Registros: the store's settings, publishing, its log. */
export const screens: ScreenTable = {
  'ecommerce-platform': () => import('./ecommerce-platform.tsx'),
  'ecommerce-publish': () => import('./ecommerce-publish.tsx'),
  'ecommerce-logs': () => import('./ecommerce-logs.tsx'),
}
