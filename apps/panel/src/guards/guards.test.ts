import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@vitrine/api'
import { createFixtureApi } from '@vitrine/api/fixture'
import { defineRoutes } from '@vitrine/features'
import { TOKEN_COOKIE } from '../session/session-store.ts'
import { guardContext } from './guard-context.testing.ts'
import { afterInvitation, afterSignIn, authentication, loginAddress } from './authentication.ts'
import { runGuards, UnknownGuardError, type Guard } from './guard.ts'
import { pageValidation } from './page-validation.ts'

function contextFor(address: string, options: Parameters<typeof guardContext>[1] = {}) {
  return guardContext(new URL(address, 'http://localhost').href, options)
}

describe('runGuards', () => {
  const pass: Guard = () => ({ kind: 'next' })

  it('runs guards in order and stops at the first that does not pass', async () => {
    const calls: string[] = []
    const registry: Record<string, Guard> = {
      a: () => (calls.push('a'), { kind: 'next' }),
      b: () => (calls.push('b'), { kind: 'redirect', to: '/b' }),
      c: () => (calls.push('c'), { kind: 'next' }),
    }
    const outcome = await runGuards(['a', 'b', 'c'], registry, contextFor('/apps'))
    expect(outcome).toEqual({ kind: 'redirect', to: '/b' })
    expect(calls).toEqual(['a', 'b'])
  })

  it('raises an error for an unknown guard name before running any guard', async () => {
    const first = vi.fn(pass)
    await expect(runGuards(['first', 'nope'], { first }, contextFor('/apps'))).rejects.toThrow(
      new UnknownGuardError('nope'),
    )
    expect(first).not.toHaveBeenCalled()
  })

  it('does not treat inherited object keys as guards', async () => {
    await expect(runGuards(['toString'], {}, contextFor('/apps'))).rejects.toBeInstanceOf(
      UnknownGuardError,
    )
  })
})

describe('page validation', () => {
  const validated = defineRoutes([
    {
      name: 'xml-edit',
      path: '/:appID/ecommerce/xml/edit/:xmlID?',
      layout: 'default',
      login: true,
      validate: ({ xmlID }) => ({ ok: xmlID === 'new' || /^\d+$/.test(xmlID ?? '') }),
    },
    {
      name: 'layout-page',
      path: '/:appID/layout/management/:pageslug?',
      layout: 'default',
      login: true,
      validate: ({ appID, pageslug }) =>
        pageslug ? { ok: true } : { ok: 'redirect', params: { appID: appID!, pageslug: 'home' } },
    },
  ])

  it('answers "Page not found: {path}" when no route matches', () => {
    const context = contextFor('/no/such/page')
    expect(pageValidation(context)).toEqual({
      kind: 'not-found',
      message: 'Page not found: /no/such/page',
    })
  })

  it('answers "Page Not Found: {path}" when the validator refuses', () => {
    const url = new URL('http://localhost/7/ecommerce/xml/edit/abc')
    const match = { route: validated[0], params: { appID: '7', xmlID: 'abc' } }
    expect(pageValidation({ ...contextFor('/apps'), url, match })).toEqual({
      kind: 'not-found',
      message: 'Page Not Found: /7/ecommerce/xml/edit/abc',
    })
    expect(
      pageValidation({
        ...contextFor('/apps'),
        url,
        match: { ...match, params: { appID: '7', xmlID: '42' } },
      }),
    ).toEqual({ kind: 'next' })
  })

  it('follows a validator that corrects the address', () => {
    const url = new URL('http://localhost/7/layout/management')
    const match = { route: validated[1], params: { appID: '7' } }
    expect(pageValidation({ ...contextFor('/apps'), url, match })).toEqual({
      kind: 'redirect',
      to: '/7/layout/management/home',
    })
  })
})

describe('authentication', () => {
  it('sends a signed-in user away from auth routes to /apps', async () => {
    for (const address of [
      '/login',
      '/auth/register',
      '/auth/forgot-password',
      '/auth/recovery/x',
    ]) {
      expect(await authentication(contextFor(address, { token: 'abc' }))).toEqual({
        kind: 'redirect',
        to: '/apps',
      })
    }
  })

  it('keeps an invitation’s token when sending a signed-in user to /apps', async () => {
    for (const address of ['/login?invitation=T0k', '/auth/register?invitation=T0k&x=1']) {
      expect(await authentication(contextFor(address, { token: 'abc' }))).toEqual({
        kind: 'redirect',
        to: '/apps?invitation=T0k',
      })
    }
    expect(await authentication(contextFor('/login?invitation=', { token: 'abc' }))).toEqual({
      kind: 'redirect',
      to: '/apps',
    })
  })

  it('lets a visitor open the auth routes', async () => {
    expect(await authentication(contextFor('/login'))).toEqual({ kind: 'next' })
  })

  it.each([undefined, '', '   ', 'null'])('sends token %j to the login area', async (token) => {
    expect(await authentication(contextFor('/apps', { token }))).toEqual({
      kind: 'redirect',
      to: '/login',
    })
  })

  it('remembers the requested page when sending to the login area', async () => {
    expect(await authentication(contextFor('/account/profile?tab=senha'))).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Faccount%2Fprofile%3Ftab%3Dsenha',
    })
  })

  it('stores a ?token= and re-enters the same route without it', async () => {
    const context = contextFor('/account/profile?token=t0k3n&tab=senha')
    expect(await authentication(context)).toEqual({
      kind: 'redirect',
      to: '/account/profile?tab=senha',
    })
    expect(context.session.state.token).toBe('t0k3n')
    expect(context.cookies.get(TOKEN_COOKIE)).toBe('t0k3n')
  })

  describe('a ?token= met while navigating, as at start-up', () => {
    it('asks before replacing another session, which stays as it is meanwhile', async () => {
      const context = contextFor('/account/profile?token=theirs&tab=senha', { token: 'mine' })
      expect(await authentication(context)).toEqual({
        kind: 'redirect',
        to: '/account/profile?tab=senha',
      })
      expect(context.session.state.token).toBe('mine')
      expect(context.cookies.get(TOKEN_COOKIE)).toBe('mine')
      expect(context.session.state.accessLink).toMatchObject({ kind: 'ask', token: 'theirs' })
    })

    it('only drops the parameter when it is the session’s own token', async () => {
      const context = contextFor('/apps?token=mine', { token: 'mine' })
      expect(await authentication(context)).toEqual({ kind: 'redirect', to: '/apps' })
      expect(context.session.state.token).toBe('mine')
      expect(context.session.state.accessLink).toBeNull()
    })

    it.each(['', 'null', '  '])(
      'keeps the session for ?token=%j, says the link failed and drops it',
      async (token) => {
        const context = contextFor(`/apps?token=${encodeURIComponent(token)}`, { token: 'old' })
        expect(await authentication(context)).toEqual({ kind: 'redirect', to: '/apps' })
        expect(context.session.state.token).toBe('old')
        expect(context.cookies.get(TOKEN_COOKIE)).toBe('old')
        expect(context.session.state.accessLink).toMatchObject({ kind: 'invalid' })
      },
    )

    it('without a session, ignores an unusable token and goes on to the login area', async () => {
      const context = contextFor('/account/profile?token=null')
      expect(await authentication(context)).toEqual({
        kind: 'redirect',
        to: '/account/profile',
      })
      expect(context.session.state.accessLink).toBeNull()
      expect(await authentication(contextFor('/account/profile'))).toEqual({
        kind: 'redirect',
        to: '/login?next=%2Faccount%2Fprofile',
      })
    })
  })

  it('loads the user behind the token once', async () => {
    const api = createFixtureApi()
    const me = vi.spyOn(api.auth, 'me')
    const context = contextFor('/apps', { token: 'abc', api })
    expect(await authentication(context)).toEqual({ kind: 'next' })
    expect(context.session.state.user?.email).toBe('marina@lojaaurora.com.br')
    expect(await authentication(context)).toEqual({ kind: 'next' })
    expect(me).toHaveBeenCalledOnce()
  })

  it('drops a token the server refuses and goes to the login area', async () => {
    const api = createFixtureApi({
      variant: 'error',
      error: new ApiError({
        statusCode: 401,
        statusMessage: 'Unauthorized',
        message: 'Sessão expirada.',
      }),
    })
    const context = contextFor('/apps', { token: 'expired', api })
    expect(await authentication(context)).toEqual({ kind: 'redirect', to: '/login' })
    expect(context.session.state.token).toBeNull()
    expect(context.cookies.get(TOKEN_COOKIE)).toBeUndefined()
  })

  it('keeps the token and reports other failures (the server may be down)', async () => {
    const context = contextFor('/apps', {
      token: 'abc',
      api: createFixtureApi({ variant: 'error' }),
    })
    const outcome = await authentication(context)
    expect(outcome.kind).toBe('error')
    expect(context.session.state.token).toBe('abc')
  })
})

describe('addresses around signing in', () => {
  describe('after a sign-in or sign-up that carried an invitation', () => {
    const answer = (
      invitation_outcome: Parameters<typeof afterInvitation>[0]['invitation_outcome'],
      joined_app_id: number | null = null,
    ) => ({ invitation_outcome, joined_app_id })

    it('leads into the store it joined', async () => {
      await expect(afterInvitation(answer('joined', 101), 'T', '/apps')).resolves.toBe(
        '/101/overview',
      )
    })

    it.each(['email_unverified', 'no_longer_granted', 'not_found'] as const)(
      'asks about the invitation on the apps list when its outcome is %s',
      async (outcome) => {
        await expect(afterInvitation(answer(outcome), 'T', '/account/profile')).resolves.toBe(
          '/apps?invitation=T',
        )
      },
    )

    it('goes where it would have gone without an invitation', async () => {
      await expect(afterInvitation(answer(null), undefined, '/account/profile')).resolves.toBe(
        '/account/profile',
      )
      await expect(afterInvitation(answer(null), 'T', '/apps')).resolves.toBe('/apps')
    })
  })

  it('builds the login address with the page to come back to', async () => {
    await expect(loginAddress(new URL('http://localhost/'))).resolves.toBe('/login')
    await expect(loginAddress(new URL('http://localhost/apps'))).resolves.toBe('/login')
    await expect(loginAddress(new URL('http://localhost/account/profile'))).resolves.toBe(
      '/login?next=%2Faccount%2Fprofile',
    )
  })

  it.each([
    ['?next=%2Faccount%2Fprofile', '/account/profile'],
    ['', '/apps'],
    ['?next=https%3A%2F%2Fevil.example', '/apps'],
    ['?next=%2F%2Fevil.example', '/apps'],
    ['?next=%2F%5Cevil.example', '/apps'],
  ])('after signing in with %j goes to %s', async (search, target) => {
    await expect(afterSignIn(search)).resolves.toBe(target)
  })
})
