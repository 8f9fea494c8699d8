import type { ScreenTable } from '../screen-context.ts'

/** The reseller area's own pages (its list is wired with the other pages outside stores). */
export const screens: ScreenTable = {
  'whitelabel-settings': () => import('./whitelabel-settings.tsx'),
  'whitelabel-settings-managers': () => import('./whitelabel-settings-managers.tsx'),
  'whitelabel-reports-panels': () => import('./whitelabel-reports-panels.tsx'),
  'whitelabel-panels': () => import('./whitelabel-panels.tsx'),
  'whitelabel-smtp': () => import('./whitelabel-smtp.tsx'),
}
