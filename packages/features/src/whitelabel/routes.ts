import { defineRoutes } from '../routes/route.ts'

/**
 * The reseller area (section 2): where a white-label manager lands. Route names containing
 * `whitelabel` are always allowed (section 6).
 */
export const whitelabelRoutes = defineRoutes([
  { name: 'whitelabel-list', path: '/whitelabel/list', layout: 'default', login: true },
])
