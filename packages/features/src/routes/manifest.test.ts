import { describe, expect, it } from 'vitest'
import { href, matchRoute, routes } from './manifest.ts'
import { LAYOUTS } from './route.ts'

describe('route manifest', () => {
  it('has unique names and only known layouts', () => {
    const names = routes.map((route) => route.name)
    expect(new Set(names).size).toBe(names.length)
    for (const route of routes) expect(LAYOUTS).toContain(route.layout)
  })

  it('keeps the auth screens on the blank layout without login (section 2)', () => {
    for (const name of ['auth-login', 'auth-register', 'auth-forgot-password', 'auth-recovery']) {
      const route = routes.find((candidate) => candidate.name === name)
      expect(route).toMatchObject({ layout: 'blank', login: false })
    }
  })

  it('builds links by name', () => {
    expect(href('auth-login')).toBe('/login')
    expect(href('auth-recovery', { token: 'xyz' })).toBe('/auth/recovery/xyz')
    expect(href('apps')).toBe('/apps')
  })

  it('matches addresses to routes', () => {
    expect(matchRoute('/auth/recovery/t0k3n')).toMatchObject({
      route: { name: 'auth-recovery' },
      params: { token: 't0k3n' },
    })
    expect(matchRoute('/account/profile')?.route.name).toBe('account-profile')
    expect(matchRoute('/nowhere')).toBeNull()
  })
})
