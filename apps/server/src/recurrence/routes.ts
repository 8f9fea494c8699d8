import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { billingRoutes } from './billing/routes.ts'
import { catalogueRoutes } from './catalogue/routes.ts'
import { signupRoutes } from './signup/routes.ts'
import { subscriberRoutes } from './subscriber/routes.ts'
import { subscriptionsRoutes } from './subscriptions/routes.ts'

/**
 * The recurrence service's routes (`/api/recurrence`): the store's plans, products, settings
 * and subscriptions under `/apps/{appId}/…` (recurrence level), and the subscriber's pages
 * under `/public/subscriptions/{id}/…` (no login: the public id is the key).
 */
export function recurrenceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.route('/', catalogueRoutes(deps))
  app.route('/', subscriptionsRoutes(deps))
  app.route('/', subscriberRoutes(deps))
  app.route('/', signupRoutes(deps))
  app.route('/', billingRoutes(deps))
  return app
}
