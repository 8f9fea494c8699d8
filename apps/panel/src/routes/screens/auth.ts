import type { ScreenTable } from '../screen-context.ts'

export const screens: ScreenTable = {
  'auth-login': () => import('./auth-login.tsx'),
  'auth-register': () => import('./auth-register.tsx'),
  'auth-forgot-password': () => import('./auth-forgot-password.tsx'),
  'auth-recovery': () => import('./auth-recovery.tsx'),
  'verify-email': () => import('./verify-email.tsx'),
}
