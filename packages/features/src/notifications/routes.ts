import { defineRoutes } from '../routes/route.ts'

/**
 * The store's notifications page (section 2). No area: every member of the store may read the
 * store's notifications.
 */
export const notificationsRoutes = defineRoutes([
  { name: 'notifications', path: '/:appID/notifications', layout: 'general', login: true },
])
