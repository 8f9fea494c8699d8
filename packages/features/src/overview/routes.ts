import { defineRoutes } from '../routes/route.ts'

/** The store's home: always allowed (section 6). */
export const overviewRoutes = defineRoutes([
  { name: 'overview', path: '/:appID/overview', layout: 'general', login: true },
])
