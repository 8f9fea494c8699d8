import { describe, expect, it } from 'vitest'
import { fillPath, matchPath } from './path.ts'

describe('matchPath', () => {
  it.each([
    ['/login', '/login', {}],
    ['/login', '/login/', {}],
    ['/auth/recovery/:token', '/auth/recovery/abc-123', { token: 'abc-123' }],
    ['/auth/recovery/:token', '/auth/recovery/a%20b', { token: 'a b' }],
    ['/:appID/layout/management/:pageslug?', '/12/layout/management', { appID: '12' }],
    [
      '/:appID/layout/management/:pageslug?',
      '/12/layout/management/home',
      { appID: '12', pageslug: 'home' },
    ],
    ['/docs/*', '/docs/a/b/c', { wild: 'a/b/c' }],
    ['/docs/*', '/docs', { wild: '' }],
  ])('%s matches %s', (pattern, pathname, params) => {
    expect(matchPath(pattern, pathname)).toEqual(params)
  })

  it.each([
    ['/login', '/logins'],
    ['/login', '/login/extra'],
    ['/auth/recovery/:token', '/auth/recovery'],
    ['/apps', '/'],
    ['/auth/recovery/:token', '/auth/recovery/%E0%A4%A'],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(matchPath(pattern, pathname)).toBeNull()
  })
})

describe('fillPath', () => {
  it('encodes params and skips a missing optional one', () => {
    expect(fillPath('/auth/recovery/:token', { token: 'a/b c' })).toBe('/auth/recovery/a%2Fb%20c')
    expect(fillPath('/:appID/layout/management/:pageslug?', { appID: 7 })).toBe(
      '/7/layout/management',
    )
    expect(fillPath('/docs/*', { wild: 'guia/pix' })).toBe('/docs/guia/pix')
  })

  it('refuses to build a link with a required param missing', () => {
    expect(() => fillPath('/auth/recovery/:token', {})).toThrow('Missing route parameter "token"')
  })

  it('round-trips with matchPath', () => {
    const pattern = '/:appID/payments/transactions/:paymentID'
    const params = { appID: '238', paymentID: 'pay_01 é' }
    expect(matchPath(pattern, fillPath(pattern, params))).toEqual(params)
  })
})
