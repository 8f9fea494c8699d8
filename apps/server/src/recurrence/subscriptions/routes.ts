import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../http/context.ts'

/** Recurrence: the merchant's subscriptions and their actions (placeholder until it lands). */
export function subscriptionsRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>()
}
