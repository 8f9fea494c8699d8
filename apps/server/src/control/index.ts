import { Hono } from 'hono'
import type { AppScopedEnv } from '../access/require-access.ts'
import type { AppDeps } from '../http/context.ts'
import { invitationsRoutes } from './invitations-routes.ts'
import { logsRoutes } from './logs-routes.ts'
import { managersRoutes } from './managers-routes.ts'
import { tokensRoutes } from './tokens-routes.ts'

/** Users and permissions, invitations, the audit log and API tokens (connect service). */
export function controlRoutes(deps: AppDeps) {
  return new Hono<AppScopedEnv>()
    .route('/', managersRoutes(deps))
    .route('/', invitationsRoutes(deps))
    .route('/', logsRoutes(deps))
    .route('/', tokensRoutes(deps))
}
