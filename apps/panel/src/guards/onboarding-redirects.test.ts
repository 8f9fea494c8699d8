import { describe, expect, it } from 'vitest'
import type { MyAccess } from '@vitrine/api'
import { sampleApps, sampleWhitelabel } from '@vitrine/api/fixture'
import { GUARD_CHAIN, guards } from './chain.ts'
import { guardContext } from './guard-context.testing.ts'
import { onboardingRedirects } from './onboarding-redirects.ts'

const owner: MyAccess = { owner: true, whRole: 'none', permissions: [] }
const withLayout = { ...sampleApps[0]!, is_migrated: true, status: true }
const withoutLayout = { ...withLayout, layout_id: null }

function contextFor(address: string) {
  return guardContext(`http://localhost${address}`, { token: 'abc' })
}

describe('onboarding redirects', () => {
  it('runs after the permissions, before the manager redirect', () => {
    expect(GUARD_CHAIN.indexOf('onboarding-redirects')).toBe(GUARD_CHAIN.indexOf('permissions') + 1)
    expect(guards['onboarding-redirects']).toBe(onboardingRedirects)
  })

  it('sends a reseller account from the checklist to the overview', async () => {
    const context = contextFor('/onboarding/101/checklist')
    context.appStore.load(withoutLayout, owner)
    expect(await onboardingRedirects(context)).toEqual({ kind: 'next' })
    context.whitelabel.settle(structuredClone(sampleWhitelabel))
    expect(await onboardingRedirects(context)).toEqual({ kind: 'redirect', to: '/101/overview' })
  })

  it('sends the layout step of a store with a layout to the checklist', async () => {
    const context = contextFor('/onboarding/101/layout')
    context.appStore.load(withLayout, owner)
    expect(await onboardingRedirects(context)).toEqual({
      kind: 'redirect',
      to: '/onboarding/101/checklist',
    })
    context.appStore.load(withoutLayout, owner)
    expect(await onboardingRedirects(context)).toEqual({ kind: 'next' })
  })

  it('leaves the other steps alone, with or without a layout or a reseller', async () => {
    for (const step of ['platform', 'payment', 'checkout']) {
      const context = contextFor(`/onboarding/101/${step}`)
      context.appStore.load(withLayout, owner)
      context.whitelabel.settle(structuredClone(sampleWhitelabel))
      expect(await onboardingRedirects(context)).toEqual({ kind: 'next' })
    }
  })

  it('lets the whole chain open the checklist for a store manager with no levels (always allowed)', async () => {
    const context = contextFor('/onboarding/101/checklist')
    context.appStore.load(withoutLayout, { owner: false, whRole: 'none', permissions: [] })
    expect(await guards.permissions!(context)).toEqual({ kind: 'next' })
  })
})
