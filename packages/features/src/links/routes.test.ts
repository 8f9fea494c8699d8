import { describe, expect, it } from 'vitest'
import { href, matchRoute } from '../routes/manifest.ts'
import { linksRoutes, validateLinkSlug } from './routes.ts'

describe('links routes', () => {
  it('are the specification’s four: list, new, detail/{slug}, xml', () => {
    expect(linksRoutes.map((route) => route.name)).toEqual([
      'payments-links',
      'payments-links-new',
      'payments-links-detail',
      'payments-links-xml',
    ])
    expect(href('payments-links-detail', { appID: 101, slug: 'camiseta-azul' })).toBe(
      '/101/payments/links/detail/camiseta-azul',
    )
    expect(matchRoute('/101/payments/links/new')?.route.name).toBe('payments-links-new')
    expect(matchRoute('/101/payments/links/xml')?.route.name).toBe('payments-links-xml')
    expect(matchRoute('/101/payments/links/detail/new')?.route.name).toBe('payments-links-detail')
  })

  it('take only a slug of the contract’s shape', () => {
    expect(validateLinkSlug({ slug: 'camiseta-azul-2' }).ok).toBe(true)
    for (const slug of ['', 'Camiseta', '-abc', 'abc-', 'a b', 'a'.repeat(61), 'ção']) {
      expect(validateLinkSlug({ slug }).ok, slug).toBe(false)
    }
  })
})
