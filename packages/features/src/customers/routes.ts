import type { RouteValidation } from '../routes/route.ts'
import { defineRoutes } from '../routes/route.ts'

/** A customer id in the address: digits only (anything else is "Page Not Found"). */
export function validateCustomerId(params: Record<string, string | undefined>): RouteValidation {
  return { ok: /^[1-9]\d{0,17}$/.test(params.customerId ?? '') }
}

/**
 * Customers (section 2): one list and one detail screen, reachable from four sections. Every
 * name contains `customers`, so the customers level guards them all (section 6).
 */
export const customersRoutes = defineRoutes([
  {
    name: 'customers',
    path: '/:appID/customers',
    layout: 'general',
    login: true,
    area: 'customers',
  },
  {
    name: 'customers-details',
    path: '/:appID/customers/details/:customerId',
    layout: 'general',
    login: true,
    area: 'customers',
    validate: validateCustomerId,
  },
  {
    name: 'ecommerce-customers',
    path: '/:appID/ecommerce/customers',
    layout: 'general',
    login: true,
    area: 'customers',
  },
  {
    name: 'ecommerce-customers-details',
    path: '/:appID/ecommerce/customers/:customerId',
    layout: 'general',
    login: true,
    area: 'customers',
    validate: validateCustomerId,
  },
  {
    name: 'payments-customers',
    path: '/:appID/payments/customers',
    layout: 'general',
    login: true,
    area: 'customers',
  },
  {
    name: 'payments-customers-details',
    path: '/:appID/payments/customers/:customerId',
    layout: 'general',
    login: true,
    area: 'customers',
    validate: validateCustomerId,
  },
  {
    name: 'recurrence-customers',
    path: '/:appID/recurrence/customers',
    layout: 'general',
    login: true,
    area: 'customers',
  },
  {
    name: 'recurrence-customers-details',
    path: '/:appID/recurrence/customers/:customerId',
    layout: 'general',
    login: true,
    area: 'customers',
    validate: validateCustomerId,
  },
])
