import { describe, expect, it, vi } from 'vitest'
import { ApiError, type AreaLevels, type MyAccess } from '@vitrine/api'
import { createFixtureApi } from '@vitrine/api/fixture'
import { GUARD_CHAIN, guards } from './chain.ts'
import { runGuards } from './guard.ts'
import { guardContext } from './guard-context.testing.ts'

/*
 * A route inside an app that needs no login (a subscription's page, issue 13): signed out it
 * loads no app, checks no permission and gets level none (the subscriber's page); signed in it
 * runs the usual chain and gets the person's level — none included, never a redirect — and a
 * person who cannot load the store, or whose session the server refuses, gets the page as
 * anyone would.
 */

const SUBSCRIPTION = '/101/recurrence/subscriptions/sub_A1b2C3d4E5f6G7h8I9j0K1l2'

function manager(levels: Partial<AreaLevels>): MyAccess {
  const user = { id: 9, name: 'Gerente', email: 'g@loja.com.br' }
  return {
    owner: false,
    whRole: 'none',
    permissions: Object.entries(levels).map(([name, type], id) => ({
      id,
      name,
      type: type!,
      email: user.email,
      user,
    })),
  }
}

function setUp(address: string, token?: string) {
  const api = createFixtureApi()
  const spies = {
    get: vi.spyOn(api.apps, 'get'),
    access: vi.spyOn(api.control, 'me'),
    me: vi.spyOn(api.auth, 'me'),
  }
  const context = guardContext(`http://localhost${address}`, { token, api })
  return { api, spies, context, run: () => runGuards(GUARD_CHAIN, guards, context) }
}

describe('a route inside an app that needs no login', () => {
  it('signed out: no app loading, no permission check, level none', async () => {
    const { spies, context, run } = setUp(SUBSCRIPTION)
    expect(await run()).toEqual({ kind: 'next' })
    expect(context.result.level).toBe('none')
    expect(spies.get).not.toHaveBeenCalled()
    expect(spies.access).not.toHaveBeenCalled()
    expect(spies.me).not.toHaveBeenCalled()
    expect(context.appStore.state.app).toBeNull()
  })

  it('signed out, the store loaded before is not kept', async () => {
    const first = setUp('/101/overview', 'abc')
    await first.run()
    expect(first.context.appStore.state.app?.id).toBe(101)
    first.context.session.signOut()
    first.context.url = new URL(`http://localhost${SUBSCRIPTION}`)
    const { matchRoute } = await import('@vitrine/features')
    first.context.match = matchRoute(first.context.url.pathname)
    expect(await first.run()).toEqual({ kind: 'next' })
    expect(first.context.result.level).toBe('none')
    expect(first.context.appStore.state.app).toBeNull()
  })

  it('still refuses an address that is not a public id', async () => {
    const { run } = setUp('/101/recurrence/subscriptions/42')
    expect((await run()).kind).toBe('not-found')
  })

  it('the list beside it still needs login', async () => {
    const { run } = setUp('/101/recurrence/subscriptions')
    expect(await run()).toEqual({
      kind: 'redirect',
      to: `/login?${new URLSearchParams({ next: '/101/recurrence/subscriptions' })}`,
    })
  })

  it('signed in as the owner: the store and the person load, level write', async () => {
    const { spies, context, run } = setUp(SUBSCRIPTION, 'abc')
    expect(await run()).toEqual({ kind: 'next' })
    expect(spies.me).toHaveBeenCalledOnce()
    expect(spies.get).toHaveBeenCalledWith(101)
    expect(context.appStore.state.app?.id).toBe(101)
    expect(context.session.state.user).not.toBeNull()
    expect(context.result.level).toBe('write')
  })

  it('signed in with the recurrence read level: level read', async () => {
    const { spies, context, run } = setUp(SUBSCRIPTION, 'abc')
    spies.access.mockResolvedValue(manager({ recurrence: 'read' }))
    expect(await run()).toEqual({ kind: 'next' })
    expect(context.result.level).toBe('read')
  })

  it('signed in without the recurrence area: level none, not the permission page', async () => {
    const { spies, context, run } = setUp(SUBSCRIPTION, 'abc')
    spies.access.mockResolvedValue(manager({ payments: 'write' }))
    expect(await run()).toEqual({ kind: 'next' })
    expect(context.result.level).toBe('none')
    expect(context.appStore.state.app?.id).toBe(101)
  })

  it('signed in to another store only: stays on the page, no app, level none', async () => {
    const { spies, context, run } = setUp(SUBSCRIPTION, 'abc')
    spies.get.mockRejectedValue(
      new ApiError({ statusCode: 404, statusMessage: 'Not Found', message: 'App not found.' }),
    )
    expect(await run()).toEqual({ kind: 'next' })
    expect(context.result.level).toBe('none')
    expect(context.appStore.state.app).toBeNull()
  })

  it('a session the server refuses is dropped, and the page shows as to anyone', async () => {
    const { spies, context, run } = setUp(SUBSCRIPTION, 'abc')
    spies.me.mockRejectedValue(
      new ApiError({ statusCode: 401, statusMessage: 'Unauthorized', message: 'Sessão expirada.' }),
    )
    expect(await run()).toEqual({ kind: 'next' })
    expect(context.session.signedIn).toBe(false)
    expect(spies.get).not.toHaveBeenCalled()
    expect(context.result.level).toBe('none')
  })
})
