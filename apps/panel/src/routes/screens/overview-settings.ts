import type { ScreenTable } from '../screen-context.ts'

/** The overview's own settings (section 2: overview/settings-ga4). */
export const screens: ScreenTable = {
  'overview-settings-ga4': () => import('./overview-settings-ga4.tsx'),
}
