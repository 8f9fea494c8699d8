import { describe, expect, it } from 'vitest'
import { href, matchRoute, routes } from '../routes/manifest.ts'
import type { RouteDefinition } from '../routes/route.ts'
import { sectionOf } from '@vitrine/api'
import { permissionDetails } from '../routes/access.ts'
import { gatewayRouteOf } from './route-screens.ts'
import { gatewaysRoutes } from './routes.ts'

describe('gateways routes', () => {
  it('are thirty: the overview, four per type, custom and the installments setup', () => {
    expect(gatewaysRoutes).toHaveLength(30)
    expect(routes.filter((route) => route.name.startsWith('payments-gateways'))).toHaveLength(29)
  })

  it('reach their own screen from their own address, "new" never read as an id', () => {
    for (const route of gatewaysRoutes) {
      const address = route.path
        .replace(':appID', '101')
        .replace(':id', '7')
        .replace(':customID', '7')
      expect(matchRoute(address)?.route.name, address).toBe(route.name)
    }
    expect(matchRoute('/101/payments/gateways/billet/new')?.route.name).toBe(
      'payments-gateways-billet-new',
    )
    expect(matchRoute('/101/payments/gateways/custom/new')?.route.name).toBe(
      'payments-gateways-custom-new',
    )
  })

  it('build the specification’s addresses', () => {
    expect(href('payments-gateways', { appID: 101 })).toBe('/101/payments/gateways')
    expect(href('payments-gateways-static-pix-edit', { appID: 101, id: 3 })).toBe(
      '/101/payments/gateways/static-pix/3/edit',
    )
    expect(href('payments-gateways-custom-details', { appID: 101, customID: 11 })).toBe(
      '/101/payments/gateways/custom/11',
    )
    expect(href('payments-installments', { appID: 101 })).toBe('/101/payments/installments')
  })

  it('refuse ids that are not numbers', () => {
    const detail: RouteDefinition = gatewaysRoutes.find(
      (route) => route.name === 'payments-gateways-pix-details',
    )!
    expect(detail.validate?.({ appID: '101', id: 'abc' })).toEqual({ ok: false })
    expect(detail.validate?.({ appID: '101', id: '12' })).toEqual({ ok: true })
  })

  it('belong to the payments area, guarded by its level', () => {
    for (const route of gatewaysRoutes) {
      expect(route.area).toBe('payments')
      expect(sectionOf(route.name, permissionDetails)).toBe('payments')
    }
  })

  it('tell the panel which screen and type each one shows', () => {
    expect(gatewayRouteOf('payments-gateways')).toEqual({ screen: 'overview', type: null })
    expect(gatewayRouteOf('payments-gateways-pix-installment')).toEqual({
      screen: 'list',
      type: 'pix-installment',
    })
    expect(gatewayRouteOf('payments-gateways-pix-installment-new')).toEqual({
      screen: 'new',
      type: 'pix-installment',
    })
    expect(gatewayRouteOf('payments-gateways-custom-details')).toEqual({
      screen: 'details',
      type: 'custom',
    })
    expect(gatewayRouteOf('payments-installments')).toEqual({ screen: 'installments', type: null })
    expect(gatewayRouteOf('payments-customers')).toBeNull()
  })
})
