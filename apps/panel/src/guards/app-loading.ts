import { loadManifest } from '@vitrine/features'
import { next, redirect, type Guard } from './guard.ts'

/** A route's app id, or null when the route is not inside an app. */
export function appIdOf(params: Record<string, string>): number | null {
  if (params.appID === undefined) return null
  const id = Number(params.appID)
  return Number.isSafeInteger(id) && id > 0 ? id : Number.NaN
}

/** To /apps, built with the manifest: a route inside an app is its, so it is in already. */
const toApps = async () => redirect((await loadManifest()).href('apps'))

/**
 * App loading (section 4): when no app is loaded, or the loaded one is not the route's, fetch it
 * (with the user's access to it); when that fails the user goes to /apps.
 *
 * A route inside an app that needs no login (a subscription's page, which its subscriber opens
 * from a link) loads nothing for a visitor, and for a signed-in person who cannot load the
 * store (another store's customer, who is simply its subscriber) stays on the page with no app
 * loaded: the screen then shows what anyone with the address may see.
 */
export const appLoading: Guard = async ({ match, appStore, api, session }) => {
  const id = match ? appIdOf(match.params) : null
  if (id === null) return next()
  if (Number.isNaN(id)) return toApps()
  const open = match?.route.login === false
  if (open && !session.signedIn) {
    appStore.clear()
    return next()
  }
  if (appStore.state.app?.id === id && appStore.state.access) return next()
  try {
    const [app, access] = await Promise.all([api.apps.get(id), api.control.me(id)])
    appStore.load(app, access)
    return next()
  } catch {
    appStore.clear()
    return open ? next() : toApps()
  }
}
