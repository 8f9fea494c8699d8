import type { PlanFilters } from './plans.ts'
import type { ProductFilters } from './products.ts'
import type { SubscriptionFilters } from './subscriptions.ts'

export const recurrenceKeys = {
  all: (appId: number) => ['recurrence', appId] as const,
  totals: (appId: number) => [...recurrenceKeys.all(appId), 'totals'] as const,
  plans: (appId: number, filters: PlanFilters) =>
    [...recurrenceKeys.all(appId), 'plans', filters] as const,
  plan: (appId: number, planId: number) => [...recurrenceKeys.all(appId), 'plan', planId] as const,
  products: (appId: number, filters: ProductFilters) =>
    [...recurrenceKeys.all(appId), 'products', filters] as const,
  product: (appId: number, productId: number) =>
    [...recurrenceKeys.all(appId), 'product', productId] as const,
  subscriptions: (appId: number, filters: SubscriptionFilters) =>
    [...recurrenceKeys.all(appId), 'subscriptions', filters] as const,
  subscription: (appId: number, id: string) =>
    [...recurrenceKeys.all(appId), 'subscription', id] as const,
  settings: (appId: number) => [...recurrenceKeys.all(appId), 'settings'] as const,
  /** The subscriber's view and sign-up page: no app, no login. */
  publicSubscription: (id: string) => ['recurrence-public', id] as const,
  signup: (id: string, cycle: number) => ['recurrence-public', id, 'cycle', cycle] as const,
}
