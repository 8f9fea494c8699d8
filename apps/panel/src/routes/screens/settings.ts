import type { ScreenTable } from '../screen-context.ts'

export const screens: ScreenTable = {
  'settings-users': () => import('./settings-users.tsx'),
  'settings-logs': () => import('./settings-logs.tsx'),
  'settings-tokens': () => import('./settings-tokens.tsx'),
}
