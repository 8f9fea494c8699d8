import { loadManifest } from '@vitrine/features'
import { next, redirect, type Guard } from './guard.ts'

/**
 * Manager redirect (section 4): a white-label manager opening /apps or / goes to the
 * white-label list, unless the address has query parameters (a deliberate visit).
 */
export const managerRedirect: Guard = async ({ url, match, whitelabel }) => {
  if (whitelabel.state.data?.type !== 'manager' || url.search !== '') return next()
  if (match?.route.name !== 'apps' && match?.route.name !== 'index') return next()
  // Both are the manifest's routes: it is in already.
  const list = (await loadManifest()).hrefOf('whitelabel-list')
  return list ? redirect(list) : next()
}
