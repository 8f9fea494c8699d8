import { describe, expect, it } from 'vitest'
import { entryRoutes, href as entryHref, matchEntryRoute } from './entry-routes.ts'
import { loadManifest, matchKnownRoute } from './loader.ts'

describe('the entry’s routes and the lazily loaded manifest', () => {
  it('match the entry’s routes before the manifest has arrived, and nothing else', () => {
    expect(matchKnownRoute('/login')).toMatchObject({ route: { name: 'auth-login' } })
    expect(matchKnownRoute('/auth/recovery/t0k3n')).toMatchObject({
      route: { name: 'auth-recovery' },
      params: { token: 't0k3n' },
    })
    // Only the whole manifest can tell whether these are routes.
    expect(matchKnownRoute('/apps')).toBeUndefined()
    expect(matchKnownRoute('/nada/por/aqui')).toBeUndefined()
  })

  it('match every route once the manifest is in, and say when none does', async () => {
    const manifest = await loadManifest()
    expect(await loadManifest()).toBe(manifest)
    expect(matchKnownRoute('/apps')?.route.name).toBe('apps')
    expect(matchKnownRoute('/login')?.route.name).toBe('auth-login')
    expect(matchKnownRoute('/nada/por/aqui')).toBeNull()
  })

  it('put the entry’s routes first in the manifest, so both match them alike', async () => {
    const { routes, matchRoute } = await loadManifest()
    expect(routes.slice(0, entryRoutes.length)).toEqual(entryRoutes)
    for (const route of entryRoutes) {
      const address = route.path.replace(/:(\w+)/g, 'x')
      expect(matchRoute(address)).toEqual(matchEntryRoute(address))
    }
  })

  it('build the entry’s links without the manifest, and only theirs', () => {
    expect(entryHref('auth-recovery', { token: 'xyz' })).toBe('/auth/recovery/xyz')
    // @ts-expect-error -- the apps list is the manifest's, not the entry's
    expect(() => entryHref('apps')).toThrow('Unknown route "apps"')
  })
})
