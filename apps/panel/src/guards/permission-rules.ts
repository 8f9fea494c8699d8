import { grantsOf, routeAccess } from '@vitrine/api'
import { href, hrefOf, permissionDetails, sectionRoutes } from '@vitrine/features'
import { appIdOf } from './app-loading.ts'
import { next, redirect, type GuardContext, type GuardOutcome } from './guard.ts'

/**
 * The permission decision for a route inside an app: always-allowed routes pass; a route whose
 * section is closed to the user goes to /{appID}/error/permissions; a route they may not open
 * goes to the first route of its section they may. The level the screen gets is kept in
 * `context.result`.
 */
export function decidePermissions({ match, appStore, result }: GuardContext): GuardOutcome {
  const appID = match ? appIdOf(match.params) : null
  const access = appStore.state.access
  const grants = access ? grantsOf(access) : null
  if (!match || appID === null || Number.isNaN(appID) || !grants) return next()
  const decision = routeAccess(grants, match.route.name, permissionDetails, sectionRoutes)
  if (decision.kind === 'allow') {
    result.level = decision.level
    return next()
  }
  // A route open without login is shown at level none instead of being refused.
  if (!match.route.login) {
    result.level = 'none'
    return next()
  }
  if (decision.kind === 'redirect') {
    const target = hrefOf(decision.routeName, { ...match.params, appID })
    if (target) return redirect(target)
  }
  return redirect(href('error-permissions', { appID }))
}
