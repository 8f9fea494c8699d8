import { describe, expect, it, vi } from 'vitest'
import type { AreaLevels, MyAccess } from '@vitrine/api'
import { createFixtureApi, sampleApps } from '@vitrine/api/fixture'
import { appLoading } from './app-loading.ts'
import { guardContext } from './guard-context.testing.ts'
import { permissions } from './permissions.ts'

const owner: MyAccess = { owner: true, whRole: 'none', permissions: [] }
function manager(levels: Partial<AreaLevels>, roles: string[] = []): MyAccess {
  const user = { id: 9, name: 'Gerente', email: 'g@loja.com.br' }
  return {
    owner: false,
    whRole: 'none',
    permissions: [
      ...Object.entries(levels).map(([name, type], id) => ({
        id,
        name,
        type: type!,
        email: user.email,
        user,
      })),
      ...roles.map((name, id) => ({
        id: 50 + id,
        name,
        type: 'role' as const,
        email: user.email,
        user,
      })),
    ],
  }
}

function contextFor(address: string, api = createFixtureApi()) {
  return guardContext(`http://localhost${address}`, { token: 'abc', api })
}

describe('app loading', () => {
  it('passes routes outside an app without loading anything', async () => {
    const api = createFixtureApi()
    const get = vi.spyOn(api.apps, 'get')
    expect(await appLoading(contextFor('/apps', api))).toEqual({ kind: 'next' })
    expect(get).not.toHaveBeenCalled()
  })

  it('loads the app and the user access when none is loaded, then keeps it', async () => {
    const api = createFixtureApi()
    const get = vi.spyOn(api.apps, 'get')
    const context = contextFor('/101/overview', api)
    expect(await appLoading(context)).toEqual({ kind: 'next' })
    expect(context.appStore.state.app?.name).toBe(sampleApps[0]!.name)
    expect(context.appStore.state.access?.owner).toBe(true)
    expect(await appLoading(context)).toEqual({ kind: 'next' })
    expect(get).toHaveBeenCalledOnce()
  })

  it('loads again when the loaded app is another one', async () => {
    const api = createFixtureApi()
    const context = contextFor('/238/overview', api)
    await appLoading(contextFor('/101/overview', api))
    context.appStore.load({ ...sampleApps[0]!, is_migrated: true, status: true }, owner)
    expect(await appLoading(context)).toEqual({ kind: 'next' })
    expect(context.appStore.state.app?.id).toBe(238)
  })

  it('sends the user to /apps when the app cannot be loaded', async () => {
    const context = contextFor('/999/overview')
    expect(await appLoading(context)).toEqual({ kind: 'redirect', to: '/apps' })
    expect(context.appStore.state.app).toBeNull()
  })

  it('sends an app id that is not a number to /apps', async () => {
    expect(await appLoading(contextFor('/abc/overview'))).toEqual({ kind: 'redirect', to: '/apps' })
  })
})

describe('permissions guard', () => {
  async function loaded(address: string, access: MyAccess) {
    const context = contextFor(address)
    context.appStore.load({ ...sampleApps[0]!, id: 101 }, access)
    return context
  }

  it('lets the owner anywhere', async () => {
    expect(await permissions(await loaded('/101/settings/tokens', owner))).toEqual({ kind: 'next' })
  })

  it('always allows the overview and the permission-error page', async () => {
    const nobody = manager({})
    expect(await permissions(await loaded('/101/overview', nobody))).toEqual({ kind: 'next' })
    expect(await permissions(await loaded('/101/error/permissions', nobody))).toEqual({
      kind: 'next',
    })
  })

  it('sends a user without any settings level to the permission-error page', async () => {
    expect(
      await permissions(await loaded('/101/settings/users', manager({ payments: 'write' }))),
    ).toEqual({
      kind: 'redirect',
      to: '/101/error/permissions',
    })
  })

  it('lets a read-level user in, and the screen gets read', async () => {
    const reader = manager({ settings: 'read' })
    const context = await loaded('/101/settings/logs', reader)
    expect(await permissions(context)).toEqual({ kind: 'next' })
    expect(context.result.level).toBe('read')
    const owners = await loaded('/101/settings/logs', owner)
    await permissions(owners)
    expect(owners.result.level).toBe('write')
  })
})
