import { describe, expect, it } from 'vitest'
import { permissionDetailsOf } from './permission-details.ts'
import { routes } from './manifest.ts'
import type { RouteDefinition } from './route.ts'

const route = (name: string, path: string, area: RouteDefinition['area']): RouteDefinition => ({
  name,
  path,
  layout: 'general',
  login: true,
  area,
})

describe('permissionDetailsOf', () => {
  const { details, sectionRoutes } = permissionDetailsOf([
    route('layout-management', '/:appID/layout/management/:pageslug?', 'layout'),
    route('layout-dataplus-table', '/:appID/layout/dataplus/table/:tableID', 'layout'),
    route('customers', '/:appID/customers', 'customers'),
    route('customers-details', '/:appID/customers/details/:customerId', 'customers'),
    route('payments-customers', '/:appID/payments/customers', 'customers'),
  ])

  it('maps every route of an area to it, detail routes included', () => {
    expect(details.layout?.prefixes).toEqual(['layout-management', 'layout-dataplus-table'])
  })

  it('offers as landing routes only those that open with the store id alone', () => {
    expect(sectionRoutes('layout')).toEqual(['layout-management'])
    expect(sectionRoutes('customers')).toEqual(['customers', 'payments-customers'])
    expect(sectionRoutes('payments')).toEqual([])
  })

  it('lands the customers section on its four lists, never on a detail', () => {
    const { sectionRoutes: real } = permissionDetailsOf(routes)
    expect(real('customers')).toEqual([
      'customers',
      'ecommerce-customers',
      'payments-customers',
      'recurrence-customers',
    ])
  })
})
