import type { ScreenTable } from '../screen-context.ts'

/** Pages outside any store: the root, the apps list, one's account, the reseller's list. */
export const screens: ScreenTable = {
  index: () => import('./index.tsx'),
  apps: () => import('./apps.tsx'),
  'account-profile': () => import('./account-profile.tsx'),
  'whitelabel-list': () => import('./whitelabel-list.tsx'),
}
