import type { ScreenTable } from '../screen-context.ts'

/** A store's own pages outside any area. */
export const screens: ScreenTable = {
  overview: () => import('./overview.tsx'),
  'error-permissions': () => import('./error-permissions.tsx'),
  notifications: () => import('./notifications.tsx'),
}
