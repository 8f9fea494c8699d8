import { loadManifest } from '@vitrine/features'
import { next, redirect, type Guard } from './guard.ts'

/**
 * Onboarding's two redirects (specification section 2), after the app is loaded and the
 * permissions passed: the checklist sends reseller accounts — the panel opened on a reseller's
 * host, whose stores the reseller onboards itself — to the store's overview; the layout step
 * sends a store that already has a layout to the checklist (a second layout is never offered).
 */
export const onboardingRedirects: Guard = async ({ match, appStore, whitelabel }) => {
  const name = match?.route.name
  if (name !== 'onboarding-checklist' && name !== 'onboarding-layout') return next()
  const appID = match!.params.appID!
  // Both are the manifest's routes: it is in already.
  const manifest = await loadManifest()
  if (name === 'onboarding-checklist' && whitelabel.state.data !== null) {
    return redirect(manifest.href('overview', { appID }))
  }
  if (name === 'onboarding-layout' && appStore.state.app?.layout_id != null) {
    return redirect(manifest.href('onboarding-checklist', { appID }))
  }
  return next()
}
