import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  areaLevel,
  hasRole,
  levelsByArea,
  masterLevel,
  NO_GRANTS,
  scopeGrants,
  type EntryGrant,
  type Grants,
} from './grants.ts'
import { AREAS, LEVELS, levelRank, satisfies, type Area, type Level } from './levels.ts'
import {
  isAlwaysAllowed,
  routeAccess,
  sectionClosed,
  sectionOf,
  type PermissionDetails,
  routeLevel,
} from './routes.ts'

const manager = (...entries: EntryGrant[]): Grants => ({ owner: false, whRole: 'none', entries })

const details: PermissionDetails = {
  layout: { prefixes: ['layout'] },
  ecommerce: { prefixes: ['ecommerce'] },
  checkout: { prefixes: ['checkout'] },
  payments: {
    prefixes: ['payments'],
    roles: {
      __seller: ['payments-split$', 'payments-split-sellers'],
      __wallet: ['payments-wallet'],
    },
  },
  recurrence: { prefixes: ['recurrence'] },
  settings: { prefixes: ['settings'] },
}
const manifest: Record<Area, string[]> = {
  layout: ['layout-page', 'layout-dataplus'],
  ecommerce: ['ecommerce-mails', 'ecommerce-xml'],
  checkout: ['checkout-appearance'],
  payments: [
    'payments-transactions',
    'payments-split',
    'payments-split-sellers',
    'payments-split-rules',
    'payments-wallet-balance',
  ],
  recurrence: ['recurrence-plans'],
  customers: ['customers', 'ecommerce-customers'],
  settings: ['settings-users', 'settings-logs', 'settings-tokens'],
}
const sectionRoutes = (area: Area) => manifest[area]

describe('levels', () => {
  it('orders none < read < write, write implying read', () => {
    expect(LEVELS.map(levelRank)).toEqual([0, 1, 2])
    expect(satisfies('write', 'read')).toBe(true)
    expect(satisfies('read', 'write')).toBe(false)
    expect(satisfies('none', 'none')).toBe(true)
  })
})

describe('area levels', () => {
  it.each<[string, Grants, Area, Level]>([
    ['a missing entry means none', manager(), 'layout', 'none'],
    ['an entry gives its level', manager({ name: 'payments', type: 'read' }), 'payments', 'read'],
    ['other areas stay none', manager({ name: 'payments', type: 'write' }), 'layout', 'none'],
    [
      'a role entry is not a level',
      manager({ name: 'payments', type: 'role' }),
      'payments',
      'none',
    ],
    ['the owner has write everywhere', { ...NO_GRANTS, owner: true }, 'settings', 'write'],
    [
      'a master user (whRole other than none) has write everywhere',
      { ...NO_GRANTS, whRole: 'master' },
      'checkout',
      'write',
    ],
    [
      'a master entry overrides every area',
      manager({ name: 'master', type: 'read' }, { name: 'layout', type: 'write' }),
      'layout',
      'read',
    ],
    [
      'a master write entry opens every area',
      manager({ name: 'master', type: 'write' }),
      'recurrence',
      'write',
    ],
  ])('%s', (_, grants, area, level) => {
    expect(areaLevel(grants, area)).toBe(level)
  })

  it('lists every area', () => {
    expect(levelsByArea(manager({ name: 'customers', type: 'read' }))).toEqual({
      layout: 'none',
      ecommerce: 'none',
      checkout: 'none',
      payments: 'none',
      recurrence: 'none',
      customers: 'read',
      settings: 'none',
    })
  })

  it('reads the master level only from a level-typed master entry', () => {
    expect(masterLevel(manager({ name: 'master', type: 'role' }))).toBeNull()
    expect(masterLevel(manager())).toBeNull()
  })
})

describe('special roles', () => {
  it('are held through role entries, and by the owner and master write', () => {
    expect(hasRole(manager({ name: '__wallet', type: 'role' }), '__wallet')).toBe(true)
    expect(hasRole(manager({ name: '__wallet', type: 'role' }), '__seller')).toBe(false)
    expect(hasRole(manager({ name: '__wallet', type: 'write' }), '__wallet')).toBe(false)
    expect(hasRole({ ...NO_GRANTS, owner: true }, '__seller')).toBe(true)
    expect(hasRole(manager({ name: 'master', type: 'write' }), '__seller')).toBe(true)
    expect(hasRole(manager({ name: 'master', type: 'read' }), '__seller')).toBe(false)
  })
})

describe('API token scope', () => {
  it('gives the token its scope, never more than its creator holds today', () => {
    const creator = manager({ name: 'payments', type: 'read' }, { name: 'layout', type: 'write' })
    const token = scopeGrants(creator, { payments: 'write', layout: 'read', settings: 'write' })
    expect(levelsByArea(token)).toMatchObject({
      payments: 'read',
      layout: 'read',
      settings: 'none',
      checkout: 'none',
    })
  })
})

describe('route sections', () => {
  it.each([
    ['auth-login'],
    ['account-profile'],
    ['whitelabel-list'],
    ['public-transaction'],
    ['onboarding-new-app'],
    ['error-permissions'],
    ['apps'],
    ['overview'],
    ['onboarding-checklist'],
  ])('%s is always allowed', (name) => {
    expect(isAlwaysAllowed(name)).toBe(true)
    expect(routeAccess(manager(), name, details, sectionRoutes)).toEqual({
      kind: 'allow',
      level: 'write',
    })
  })

  it('maps any name containing customers to the customers area, under any section', () => {
    for (const name of [
      'customers',
      'customers-details',
      'ecommerce-customers',
      'payments-customers-details',
      'recurrence-customers',
    ]) {
      expect(sectionOf(name, details)).toBe('customers')
    }
  })

  it('maps other names by the permission details prefixes', () => {
    expect(sectionOf('layout-page-seo', details)).toBe('layout')
    expect(sectionOf('payments-wallet-balance', details)).toBe('payments')
    expect(sectionOf('notifications', details)).toBeNull()
  })
})

describe('route access', () => {
  it('sends a user with every sub-permission of the section at none to the permission-error page', () => {
    expect(routeAccess(manager(), 'settings-users', details, sectionRoutes)).toEqual({
      kind: 'forbidden',
    })
    expect(
      routeAccess(
        manager({ name: 'payments', type: 'none' }),
        'payments-transactions',
        details,
        sectionRoutes,
      ),
    ).toEqual({
      kind: 'forbidden',
    })
  })

  it('opens a route with the area level', () => {
    expect(
      routeAccess(
        manager({ name: 'settings', type: 'read' }),
        'settings-logs',
        details,
        sectionRoutes,
      ),
    ).toEqual({
      kind: 'allow',
      level: 'read',
    })
  })

  it('customers screens need the customers level, wherever they sit', () => {
    const ecommerceOnly = manager({ name: 'ecommerce', type: 'write' })
    expect(routeAccess(ecommerceOnly, 'ecommerce-customers', details, sectionRoutes)).toEqual({
      kind: 'forbidden',
    })
    expect(routeAccess(ecommerceOnly, 'ecommerce-xml', details, sectionRoutes)).toEqual({
      kind: 'allow',
      level: 'write',
    })
    const customersRead = manager({ name: 'customers', type: 'read' })
    expect(routeAccess(customersRead, 'ecommerce-customers', details, sectionRoutes)).toEqual({
      kind: 'allow',
      level: 'read',
    })
  })

  it('sends a role holder to the first route of the section they may open', () => {
    const wallet = manager({ name: '__wallet', type: 'role' })
    expect(sectionClosed(wallet, 'payments', details)).toBe(false)
    expect(routeAccess(wallet, 'payments-transactions', details, sectionRoutes)).toEqual({
      kind: 'redirect',
      routeName: 'payments-wallet-balance',
    })
    expect(routeAccess(wallet, 'payments-wallet-balance', details, sectionRoutes)).toEqual({
      kind: 'allow',
      level: 'write',
    })
  })

  it('lets a role raise the level of its own screens to its own level, never lower it', () => {
    const walletReader = manager(
      { name: 'payments', type: 'read' },
      { name: '__wallet', type: 'role' },
    )
    expect(routeAccess(walletReader, 'payments-wallet-balance', details, sectionRoutes)).toEqual({
      kind: 'allow',
      level: 'write',
    })
    expect(routeAccess(walletReader, 'payments-transactions', details, sectionRoutes)).toEqual({
      kind: 'allow',
      level: 'read',
    })
    const sellerWriter = manager(
      { name: 'payments', type: 'write' },
      { name: '__seller', type: 'role' },
    )
    expect(routeLevel(sellerWriter, 'payments', 'payments-split', details)).toBe('write')
  })

  it('opens to a seller only the split’s list and its own seller page, to read', () => {
    const seller = manager({ name: '__seller', type: 'role' })
    for (const route of ['payments-split', 'payments-split-sellers']) {
      expect(routeAccess(seller, route, details, sectionRoutes)).toEqual({
        kind: 'allow',
        level: 'read',
      })
    }
    // The rules name every seller's share: not the seller's to see.
    expect(routeAccess(seller, 'payments-split-rules', details, sectionRoutes)).toEqual({
      kind: 'redirect',
      routeName: 'payments-split',
    })
    expect(routeAccess(seller, 'payments-wallet-balance', details, sectionRoutes)).toEqual({
      kind: 'redirect',
      routeName: 'payments-split',
    })
  })
})

describe('properties', () => {
  const level = fc.constantFrom<Level>(...LEVELS)
  const area = fc.constantFrom<Area>(...AREAS)
  const entries = fc.array(
    fc.record({
      name: fc.constantFrom<string>(...AREAS, 'master', '__seller', '__wallet', 'other'),
      type: fc.constantFrom('none', 'read', 'write', 'role' as const),
    }),
    { maxLength: 10 },
  )
  const grants = fc.record({
    owner: fc.boolean(),
    whRole: fc.constantFrom('none', 'master', 'manager'),
    entries,
  })
  const routeName = fc.constantFrom(...Object.values(manifest).flat(), 'apps', 'notifications')

  /** Raises (or sets) one area's entry to `to`, removing other entries of that name. */
  const raise = (g: Grants, name: Area, to: Level): Grants => {
    const current = areaLevel(
      { ...g, owner: false, whRole: 'none', entries: g.entries.filter((e) => e.name === name) },
      name,
    )
    const next = levelRank(to) > levelRank(current) ? to : current
    return { ...g, entries: [...g.entries.filter((e) => e.name !== name), { name, type: next }] }
  }

  it('raising a level never removes access to any route', () => {
    fc.assert(
      fc.property(grants, area, level, routeName, (g, a, to, name) => {
        const before = routeAccess(g, name, details, sectionRoutes)
        const after = routeAccess(raise(g, a, to), name, details, sectionRoutes)
        if (before.kind === 'allow') {
          expect(after.kind).toBe('allow')
          if (after.kind === 'allow')
            expect(levelRank(after.level)).toBeGreaterThanOrEqual(levelRank(before.level))
        }
      }),
    )
  })

  it('the owner and master users reach every route with write', () => {
    fc.assert(
      fc.property(entries, fc.boolean(), routeName, (list, owner, name) => {
        const g: Grants = owner
          ? { owner: true, whRole: 'none', entries: list }
          : { owner: false, whRole: 'master', entries: list }
        expect(routeAccess(g, name, details, sectionRoutes)).toEqual({
          kind: 'allow',
          level: 'write',
        })
      }),
    )
  })

  it('a token never has more than its creator in any area', () => {
    const scope = fc.dictionary(area, level)
    fc.assert(
      fc.property(grants, scope, area, (creator, s, a) => {
        expect(levelRank(areaLevel(scopeGrants(creator, s), a))).toBeLessThanOrEqual(
          levelRank(areaLevel(creator, a)),
        )
      }),
    )
  })

  it('a redirect always lands on a route the user may open', () => {
    fc.assert(
      fc.property(grants, routeName, (g, name) => {
        const access = routeAccess(g, name, details, sectionRoutes)
        if (access.kind === 'redirect')
          expect(routeAccess(g, access.routeName, details, sectionRoutes).kind).toBe('allow')
      }),
    )
  })
})
