import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../http/context.ts'

/** Recurrence: the public sign-up of a cycle (placeholder until it lands). */
export function signupRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>()
}
