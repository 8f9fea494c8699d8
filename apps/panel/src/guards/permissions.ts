import { appIdOf } from './app-loading.ts'
import { next, type Guard } from './guard.ts'

/**
 * Permissions (section 6). Only routes inside an app need the access rules, so their code loads
 * with the first such route (the sign-in pages never download it); see permission-rules.ts.
 *
 * A route inside an app that needs no login is never refused: a visitor, or a person whose
 * access to this store was not loaded, gets level none (the screen shows what anyone with the
 * address may see); a person of the store gets their level, none included.
 */
export const permissions: Guard = async (context) => {
  if (!context.match || appIdOf(context.match.params) === null) return next()
  if (!context.match.route.login) {
    const loaded = context.appStore.state.app?.id === appIdOf(context.match.params)
    if (!context.session.signedIn || !loaded || !context.appStore.state.access) {
      context.result.level = 'none'
      return next()
    }
  }
  const { decidePermissions } = await import('./permission-rules.ts')
  return decidePermissions(context)
}
