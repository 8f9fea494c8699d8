import { appIdOf } from './app-loading.ts'
import { next, type Guard } from './guard.ts'

/**
 * Permissions (section 6). Only routes inside an app need the access rules, so their code loads
 * with the first such route (the sign-in pages never download it); see permission-rules.ts.
 */
export const permissions: Guard = async (context) => {
  if (!context.match || appIdOf(context.match.params) === null) return next()
  const { decidePermissions } = await import('./permission-rules.ts')
  return decidePermissions(context)
}
