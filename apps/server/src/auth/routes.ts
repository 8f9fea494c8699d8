import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { profileRoutes } from './profile-routes.ts'
import { recoveryRoutes } from './recovery-routes.ts'
import { registrationRoutes } from './registration-routes.ts'
import { sessionRoutes } from './session-routes.ts'
import { verificationRoutes } from './verification-routes.ts'

/** The connect service's /auth calls (specification section 7). */
export function authRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route('/', sessionRoutes(deps))
    .route('/', registrationRoutes(deps))
    .route('/', profileRoutes(deps))
    .route('/', recoveryRoutes(deps))
    .route('/', verificationRoutes(deps))
}
