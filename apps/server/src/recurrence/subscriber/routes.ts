import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../http/context.ts'

/** Recurrence: the subscriber's view without login (placeholder until it lands). */
export function subscriberRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>()
}
