import { defineRoutes } from '../routes/route.ts'

/**
 * The store's home: always allowed (section 6); its analytics are the payments area's. The GA4
 * settings belong to the settings area.
 */
export const overviewRoutes = defineRoutes([
  { name: 'overview', path: '/:appID/overview', layout: 'general', login: true },
  {
    name: 'overview-settings-ga4',
    path: '/:appID/overview/settings-ga4',
    layout: 'general',
    login: true,
    area: 'settings',
  },
])
