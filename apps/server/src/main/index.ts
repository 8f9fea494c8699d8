import { Hono } from 'hono'
import { customersCsvRoutes } from '../customers/csv-routes.ts'
import { customersRoutes } from '../customers/routes.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { notificationsRoutes } from '../notifications/routes.ts'
import { postalCodesRoutes } from '../postal-codes/routes.ts'
import { webhooksRoutes } from '../webhooks/routes.ts'
import { whitelabelRoutes } from '../whitelabel/routes.ts'

/**
 * The main backend service (/api/main): white-label resolution, the store's notifications,
 * its customers, the postal-code lookup and its outgoing webhooks. The customers' CSV routes
 * come before the others: their static paths (imports, export) would otherwise be taken for a
 * customer id.
 */
export function mainService(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route('/', whitelabelRoutes(deps))
    .route('/', notificationsRoutes(deps))
    .route('/', customersCsvRoutes(deps))
    .route('/', customersRoutes(deps))
    .route('/', postalCodesRoutes(deps))
    .route('/', webhooksRoutes(deps))
}
