import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../http/context.ts'

/** Recurrence: the billing engine's development clock (placeholder until it lands). */
export function billingRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>()
}
