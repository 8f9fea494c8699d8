import { Hono } from 'hono'
import { controlRoutes } from '../control/index.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { appsRoutes } from './apps-routes.ts'
import { authRoutes } from './auth-routes.ts'

/**
 * The connect service: accounts, sessions, the user's apps, and each app's users and
 * permissions, audit log and API tokens. Mounted at /api/connect.
 */
export function connectService(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route('/', authRoutes(deps))
    .route('/', appsRoutes(deps))
    .route('/', controlRoutes(deps))
}
