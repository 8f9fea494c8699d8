import { describe, expect, it, vi } from 'vitest'
import { createFixtureApi } from './fixture/index.ts'
import { createLazyApi } from './lazy.ts'

describe('createLazyApi', () => {
  it('loads the implementation on the first call only, and forwards calls and results', async () => {
    const implementation = createFixtureApi()
    const load = vi.fn(async () => implementation)
    const api = createLazyApi(load)
    expect(load).not.toHaveBeenCalled()
    await expect(api.auth.me()).resolves.toMatchObject({ user: { name: 'Marina Costa' } })
    await expect(api.apps.list()).resolves.toHaveLength(2)
    expect(load).toHaveBeenCalledOnce()
  })

  it('preloads on demand and shares that load with later calls', async () => {
    const load = vi.fn(async () => createFixtureApi())
    const api = createLazyApi(load)
    const preloaded = api.preload()
    await api.auth.logout()
    expect(await preloaded).toBeDefined()
    expect(load).toHaveBeenCalledOnce()
  })

  it('passes failures of the call through', async () => {
    const api = createLazyApi(async () => createFixtureApi({ variant: 'error' }))
    await expect(api.auth.me()).rejects.toMatchObject({ statusCode: 500 })
  })
})
