import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { registerBillingListeners } from './outcome.ts'

/**
 * Recurrence: the billing engine's routes. Composing them registers the engine's listener of
 * payment moves (outcome.ts), so an invoice follows its payment whoever moves it.
 */
export function billingRoutes(_deps: AppDeps) {
  registerBillingListeners()
  return new Hono<AppEnv>()
}
