import { defineRoutes } from '../routes/route.ts'

/** "Permissão negada": general-top-header layout, scrolls to top (section 2). */
export const errorRoutes = defineRoutes([
  {
    name: 'error-permissions',
    path: '/:appID/error/permissions',
    layout: 'general-top-header',
    login: true,
  },
])
