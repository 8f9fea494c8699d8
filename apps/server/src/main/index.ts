import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { notificationsRoutes } from '../notifications/routes.ts'
import { whitelabelRoutes } from '../whitelabel/routes.ts'

/** The main backend service: white-label resolution and the store's notifications. /api/main. */
export function mainService(deps: AppDeps) {
  return new Hono<AppEnv>().route('/', whitelabelRoutes(deps)).route('/', notificationsRoutes(deps))
}
