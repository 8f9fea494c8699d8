import { SUBSCRIPTION_PUBLIC_ID_PATTERN } from '@vitrine/api'
import type { RouteValidation } from '../routes/route.ts'
import { defineRoutes } from '../routes/route.ts'

/** A subscription's public id in the address: the contract's shape, else "Page Not Found". */
export function validateSubscriptionId(
  params: Record<string, string | undefined>,
): RouteValidation {
  return { ok: SUBSCRIPTION_PUBLIC_ID_PATTERN.test(params.subscriptionId ?? '') }
}

/**
 * Recurrence (section 2: the plan list at the base path; products; subscriptions and
 * subscriptions/{subscriptionId}; webhook — customers are the customers area's routes). The
 * subscription's detail needs no login: signed out it is the subscriber's page, signed in with
 * the recurrence level the merchant's.
 */
export const recurrenceRoutes = defineRoutes([
  {
    name: 'recurrence-plans',
    path: '/:appID/recurrence',
    layout: 'general',
    login: true,
    area: 'recurrence',
  },
  {
    name: 'recurrence-products',
    path: '/:appID/recurrence/products',
    layout: 'general',
    login: true,
    area: 'recurrence',
  },
  {
    name: 'recurrence-subscriptions',
    path: '/:appID/recurrence/subscriptions',
    layout: 'general',
    login: true,
    area: 'recurrence',
  },
  {
    name: 'recurrence-subscriptions-detail',
    path: '/:appID/recurrence/subscriptions/:subscriptionId',
    layout: 'general',
    login: false,
    area: 'recurrence',
    validate: validateSubscriptionId,
  },
  {
    name: 'recurrence-webhook',
    path: '/:appID/recurrence/webhook',
    layout: 'general',
    login: true,
    area: 'recurrence',
  },
])

export type RecurrenceRouteName = (typeof recurrenceRoutes)[number]['name']
