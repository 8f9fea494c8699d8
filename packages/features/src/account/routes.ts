import { defineRoutes } from '../routes/route.ts'

export const accountRoutes = defineRoutes([
  { name: 'account-profile', path: '/account/profile', layout: 'default', login: true },
])
