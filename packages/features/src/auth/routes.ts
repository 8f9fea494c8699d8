import { defineRoutes } from '../routes/route.ts'

/** Signing in, registering, recovering access, confirming an e-mail: blank layout, no login. */
export const authRoutes = defineRoutes([
  { name: 'auth-login', path: '/login', layout: 'blank', login: false },
  { name: 'auth-register', path: '/auth/register', layout: 'blank', login: false },
  { name: 'auth-forgot-password', path: '/auth/forgot-password', layout: 'blank', login: false },
  { name: 'auth-recovery', path: '/auth/recovery/:token', layout: 'blank', login: false },
  /**
   * The link of an e-mail confirmation. Not named `auth-…`: whoever is signed in must reach it
   * too (the authentication guard sends signed-in users away from `auth` routes).
   */
  { name: 'verify-email', path: '/verify-email/:token', layout: 'blank', login: false },
])
