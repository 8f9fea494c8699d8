import { defineRoutes } from '../routes/route.ts'

/**
 * The help pages (section 2: `/docs/{path of any depth}`). Open to anyone, signed in or not: a
 * merchant reads them before having a store, a developer integrating with the API may have no
 * account at all. `/docs` alone is the home page (the `wild` param is empty).
 */
export const docsRoutes = defineRoutes([
  { name: 'docs', path: '/docs/*', layout: 'default', login: false },
])
