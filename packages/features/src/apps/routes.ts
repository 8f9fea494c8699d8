import { defineRoutes } from '../routes/route.ts'

export const appsRoutes = defineRoutes([
  /** The root has no screen of its own: the panel sends it on to the apps list. */
  { name: 'index', path: '/', layout: 'default', login: true },
  { name: 'apps', path: '/apps', layout: 'default', login: true },
])
