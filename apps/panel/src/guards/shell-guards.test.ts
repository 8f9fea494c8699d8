import { describe, expect, it, vi } from 'vitest'
import { createFixtureApi, sampleWhitelabel } from '@vitrine/api/fixture'
import { resellerHost } from '../config/shell-config.ts'
import { GUARD_CHAIN, guards } from './chain.ts'
import { guardContext } from './guard-context.testing.ts'
import { managerRedirect } from './manager-redirect.ts'
import { resellerHostLookup } from './reseller-host.ts'
import { ruleFor, serverRedirects } from './server-redirects.ts'

const config = {
  dashboardHosts: ['painel.vitrine.dev', 'localhost'],
  homologHosts: ['homolog.vitrine.dev', 'localhost'],
  redirects: [],
  recurrenceApps: [238],
}

describe('the guard chain', () => {
  it('runs the guards in the order of the specification', () => {
    expect(GUARD_CHAIN).toEqual([
      'page-validation',
      'reseller-host',
      'authentication',
      'app-loading',
      'permissions',
      'onboarding-redirects',
      'manager-redirect',
      'server-redirects',
    ])
    for (const name of GUARD_CHAIN) expect(guards[name]).toBeTypeOf('function')
  })
})

describe('reseller host', () => {
  it.each([
    ['https://painel.vitrine.dev/apps', null],
    ['https://revenda.exemplo.com.br/login', 'revenda.exemplo.com.br'],
    ['http://localhost:3000/login?wh=revenda.localhost', 'revenda.localhost'],
    ['https://homolog.vitrine.dev/login?wh=Revenda.Exemplo.com.br', 'revenda.exemplo.com.br'],
    ['https://homolog.vitrine.dev/login', 'homolog.vitrine.dev'],
    // ?wh= is honoured only on homolog and local hosts.
    ['https://painel.vitrine.dev/login?wh=revenda.localhost', null],
    ['https://revenda.exemplo.com.br/login?wh=outra.com', 'revenda.exemplo.com.br'],
  ])('%s → %s', (address, host) => {
    expect(resellerHost(new URL(address), config)).toBe(host)
  })
})

describe('reseller host lookup', () => {
  it('looks the reseller up once on a non-default host', async () => {
    const api = createFixtureApi()
    const lookup = vi.spyOn(api.whitelabel, 'lookup')
    const context = guardContext('http://revenda.localhost:3000/login', { api, config })
    expect(await resellerHostLookup(context)).toEqual({ kind: 'next' })
    expect(lookup).toHaveBeenCalledWith('revenda.localhost')
    expect(context.whitelabel.state).toEqual({
      data: sampleWhitelabel,
      fetched: true,
      fetchedWith: null,
    })
    await resellerHostLookup(context)
    expect(lookup).toHaveBeenCalledOnce()
    // Signing in asks again: the answer says whether this user manages the reseller.
    context.session.setToken('abc')
    await resellerHostLookup(context)
    expect(lookup).toHaveBeenCalledTimes(2)
  })

  it('does not look anything up on the standard dashboard', async () => {
    const api = createFixtureApi()
    const lookup = vi.spyOn(api.whitelabel, 'lookup')
    const context = guardContext('http://localhost:3000/login', { api, config })
    await resellerHostLookup(context)
    expect(lookup).not.toHaveBeenCalled()
    expect(context.whitelabel.state).toEqual({ data: null, fetched: true, fetchedWith: null })
  })

  it('keeps the standard panel when no reseller answers on the host', async () => {
    const context = guardContext('https://desconhecida.com.br/login', { config })
    expect(await resellerHostLookup(context)).toEqual({ kind: 'next' })
    expect(context.whitelabel.state).toEqual({ data: null, fetched: true, fetchedWith: null })
  })
})

describe('manager redirect', () => {
  const asManager = (address: string) => {
    const context = guardContext(address)
    context.whitelabel.settle({ ...sampleWhitelabel, type: 'manager' })
    return context
  }

  it('sends a white-label manager opening /apps or / to the white-label list, when the list exists', async () => {
    for (const address of ['http://x/apps', 'http://x/']) {
      const outcome = await managerRedirect(asManager(address))
      expect(
        outcome.kind === 'next' ||
          (outcome.kind === 'redirect' && outcome.to === '/whitelabel/list'),
      ).toBe(true)
    }
  })

  it('leaves addresses with query parameters, other routes and other users alone', async () => {
    expect(await managerRedirect(asManager('http://x/apps?todas=1'))).toEqual({ kind: 'next' })
    expect(await managerRedirect(asManager('http://x/account/profile'))).toEqual({ kind: 'next' })
    expect(await managerRedirect(guardContext('http://x/apps'))).toEqual({ kind: 'next' })
  })
})

describe('server redirects', () => {
  const rules = [
    { from: '/antigo', to: '/apps', external: false },
    { from: '/ajuda/*', to: 'https://ajuda.vitrine.dev/', external: true },
    { from: '/fora', to: 'https://outro.site/', external: false },
    { from: '/mesmo-host', to: 'http://x/apps?via=regra', external: false },
    { from: '/perigoso', to: 'javascript:alert(1)', external: true },
  ]

  it('matches exact paths and /prefix/* rules', () => {
    expect(ruleFor(rules, '/antigo')?.to).toBe('/apps')
    expect(ruleFor(rules, '/antigo/mais')).toBeUndefined()
    expect(ruleFor(rules, '/ajuda/pix')?.to).toBe('https://ajuda.vitrine.dev/')
  })

  it('follows a panel path inside the panel', async () => {
    expect(await serverRedirects(guardContext('http://x/antigo', { rules }))).toEqual({
      kind: 'redirect',
      to: '/apps',
    })
  })

  it('loads an absolute target in full, another host only with the external flag', async () => {
    expect(await serverRedirects(guardContext('http://x/ajuda/pix', { rules }))).toEqual({
      kind: 'redirect',
      to: 'https://ajuda.vitrine.dev/',
      external: true,
    })
    expect(await serverRedirects(guardContext('http://x/fora', { rules }))).toEqual({
      kind: 'next',
    })
    expect(await serverRedirects(guardContext('http://x/mesmo-host', { rules }))).toEqual({
      kind: 'redirect',
      to: 'http://x/apps?via=regra',
      external: true,
    })
  })

  it('never follows a non-web address', async () => {
    expect(await serverRedirects(guardContext('http://x/perigoso', { rules }))).toEqual({
      kind: 'next',
    })
  })
})
