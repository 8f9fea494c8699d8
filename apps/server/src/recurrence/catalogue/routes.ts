import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../http/context.ts'

/** Recurrence: plans, products, billing settings and totals (placeholder until it lands). */
export function catalogueRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>()
}
