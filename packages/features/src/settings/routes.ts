import { defineRoutes } from '../routes/route.ts'

/** Settings (section 2): users and permissions, logs, API tokens. */
export const settingsRoutes = defineRoutes([
  {
    name: 'settings-users',
    path: '/:appID/settings/users',
    layout: 'general',
    login: true,
    area: 'settings',
  },
  {
    name: 'settings-logs',
    path: '/:appID/settings/logs',
    layout: 'general',
    login: true,
    area: 'settings',
  },
  {
    name: 'settings-tokens',
    path: '/:appID/settings/tokens',
    layout: 'general',
    login: true,
    area: 'settings',
  },
])
