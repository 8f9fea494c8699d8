import { defineRoutes } from '../../routes/route.ts'

/**
 * E-commerce › Plataforma, Publicar and Registros (issue 15 items 4 and 6, section 2): the
 * store's platform settings, publishing with its history, and the e-commerce log. Under the
 * ecommerce level.
 */
export const platformRoutes = defineRoutes([
  {
    name: 'ecommerce-platform',
    path: '/:appID/ecommerce/platform',
    layout: 'general',
    login: true,
    area: 'ecommerce',
  },
  {
    name: 'ecommerce-publish',
    path: '/:appID/ecommerce/publish',
    layout: 'general',
    login: true,
    area: 'ecommerce',
  },
  {
    name: 'ecommerce-logs',
    path: '/:appID/ecommerce/logs',
    layout: 'general',
    login: true,
    area: 'ecommerce',
  },
])

export type PlatformRouteName = (typeof platformRoutes)[number]['name']
