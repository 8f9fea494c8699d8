import { describe, expect, it } from 'vitest'
import { NO_GRANTS, type Grants, type MenuItem, type NavbarItem } from '@vitrine/api'
import { menuFlagKey, visibleMenu, visibleNavbar, type MenuAudience } from './visible-items.ts'

const item = (key: string, route: string, area: NavbarItem['area']): NavbarItem => ({
  key,
  label: key,
  icon: undefined,
  route,
  area,
  module: null,
})
const owner: Grants = { ...NO_GRANTS, owner: true }
const manager = (entries: Grants['entries']): Grants => ({ ...NO_GRANTS, entries })
const audience = (grants: Grants, extra: Partial<MenuAudience> = {}): MenuAudience => ({
  grants,
  appId: 101,
  resellerFlags: null,
  recurrenceApps: [238],
  ...extra,
})

const navbar = [
  item('overview', 'overview', null),
  item('settings', 'settings-users', 'settings'),
  item('payments', 'payments-not-built', 'payments'),
]

describe('visibleNavbar', () => {
  it('hides entries whose route the manifest does not have', () => {
    expect(visibleNavbar(navbar, audience(owner)).map((entry) => entry.key)).toEqual([
      'overview',
      'settings',
    ])
  })

  it('hides entries whose area the user has no level in', () => {
    const payer = manager([{ name: 'payments', type: 'write' }])
    expect(visibleNavbar(navbar, audience(payer)).map((entry) => entry.key)).toEqual(['overview'])
    const reader = manager([{ name: 'settings', type: 'read' }])
    expect(visibleNavbar(navbar, audience(reader)).map((entry) => entry.key)).toEqual([
      'overview',
      'settings',
    ])
  })

  it('in reseller mode shows an entry only when its has_{key} flag is 1', () => {
    const flags = { has_overview: 1, has_settings: 0 }
    expect(
      visibleNavbar(navbar, audience(owner, { resellerFlags: flags })).map((entry) => entry.key),
    ).toEqual(['overview'])
    expect(visibleNavbar(navbar, audience(owner, { resellerFlags: {} }))).toEqual([])
  })

  it('in reseller mode shows the recurrence entry only for the configured apps', () => {
    const recurrence = [item('recurrence', 'settings-logs', 'settings')]
    const flags = { has_recurrence: 1 }
    expect(
      visibleNavbar(recurrence, audience(owner, { resellerFlags: flags, appId: 101 })),
    ).toEqual([])
    expect(
      visibleNavbar(recurrence, audience(owner, { resellerFlags: flags, appId: 238 })),
    ).toHaveLength(1)
    // Outside reseller mode the recurrence rule does not apply.
    expect(visibleNavbar(recurrence, audience(owner, { appId: 101 }))).toHaveLength(1)
  })
})

describe('visibleMenu', () => {
  const menu: MenuItem[] = [
    { name: 'settings-users', label: 'Usuários' },
    { name: 'settings-logs', label: 'Registro' },
    // A route the manifest does not have (the wallet's exist now): pruned.
    { name: 'payments-unbuilt-page', label: 'Em breve' },
    {
      name: 'settings-tokens',
      label: 'Integrações',
      children: [
        { name: 'settings-tokens', label: 'Tokens' },
        { name: 'payments-not-built', label: 'Split' },
      ],
    },
  ]

  it('keeps entries whose routes exist and the user may open, pruning groups', () => {
    expect(visibleMenu(menu, audience(owner))).toEqual([
      menu[0],
      menu[1],
      { ...menu[3], children: [{ name: 'settings-tokens', label: 'Tokens' }] },
    ])
  })

  it('hides everything in an area the user cannot open', () => {
    expect(visibleMenu(menu, audience(manager([{ name: 'payments', type: 'read' }])))).toEqual([])
  })

  it("in reseller mode hides an entry whose module's has_{key} flag is not 1", () => {
    const layoutMenu: MenuItem[] = [
      { name: 'layout-page', label: 'Página' },
      { name: 'ide-page', label: 'IDE' },
    ]
    const shown = (flags: Record<string, number>) =>
      visibleMenu(layoutMenu, audience(owner, { resellerFlags: flags })).map((entry) => entry.name)
    expect(shown({ has_layout: 1 })).toEqual(['layout-page', 'ide-page'])
    expect(shown({ has_layout: 0 })).toEqual([])
    expect(shown({})).toEqual([])
    // Outside reseller mode the flags do not apply.
    expect(visibleMenu(layoutMenu, audience(owner)).map((entry) => entry.name)).toHaveLength(2)
  })

  it('in reseller mode customer entries follow has_customers, recurrence only app 238', () => {
    const recurrenceMenu: MenuItem[] = [
      { name: 'recurrence-plans', label: 'Planos' },
      { name: 'recurrence-customers', label: 'Clientes' },
    ]
    const flags = { has_recurrence: 1, has_customers: 0 }
    expect(
      visibleMenu(recurrenceMenu, audience(owner, { resellerFlags: flags, appId: 238 })).map(
        (entry) => entry.name,
      ),
    ).toEqual(['recurrence-plans'])
    expect(
      visibleMenu(recurrenceMenu, audience(owner, { resellerFlags: flags, appId: 101 })),
    ).toEqual([])
  })
})

describe('menuFlagKey', () => {
  it("names each entry's module key", () => {
    expect(
      [
        'layout-dataplus',
        'ide-page',
        'ecommerce-mails-smtp',
        'ecommerce-customers',
        'checkout-appearance',
        'payments-wallet-balance',
        'payments-customers',
        'recurrence-webhook',
        'settings-tokens',
      ].map(menuFlagKey),
    ).toEqual([
      'layout',
      'layout',
      'ecommerce',
      'customers',
      'checkout',
      'payments',
      'customers',
      'recurrence',
      'settings',
    ])
  })
})
