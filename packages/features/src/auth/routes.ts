import { defineRoutes } from '../routes/route.ts'

/** Signing in, registering and recovering access: blank layout, no login needed. */
export const authRoutes = defineRoutes([
  { name: 'auth-login', path: '/login', layout: 'blank', login: false },
  { name: 'auth-register', path: '/auth/register', layout: 'blank', login: false },
  { name: 'auth-forgot-password', path: '/auth/forgot-password', layout: 'blank', login: false },
  { name: 'auth-recovery', path: '/auth/recovery/:token', layout: 'blank', login: false },
])
