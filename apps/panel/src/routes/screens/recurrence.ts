import type { ScreenTable } from '../screen-context.ts'

/** Recurrence: plans (the base path), products, subscriptions and one subscription, webhook. */
export const screens: ScreenTable = {
  'recurrence-plans': () => import('./recurrence-plans.tsx'),
  'recurrence-products': () => import('./recurrence-products.tsx'),
  'recurrence-subscriptions': () => import('./recurrence-subscriptions.tsx'),
  'recurrence-subscriptions-detail': () => import('./recurrence-subscriptions-detail.tsx'),
  'recurrence-webhook': () => import('./recurrence-webhook.tsx'),
}
