import { isApiError } from '@vitrine/api'
import { resellerHost } from '../config/shell-config.ts'
import { next, type Guard } from './guard.ts'

/**
 * Reseller host lookup (section 4): on a host that is not the standard dashboard, with no
 * reseller data yet, look the reseller up by host (the panel then brands itself with it, see
 * whitelabel/branding.ts). A host no reseller answers on, or a failed lookup, leaves the
 * standard panel. It runs again only when the session changes (signing in may make the user
 * the reseller's manager).
 */
export const resellerHostLookup: Guard = async ({ url, whitelabel, shellConfig, session, api }) => {
  const token = session.state.token
  if (whitelabel.state.fetched && whitelabel.state.fetchedWith === token) return next()
  const host = resellerHost(url, shellConfig)
  if (!host) {
    whitelabel.settle(null, token)
    return next()
  }
  try {
    whitelabel.settle(await api.whitelabel.lookup(host), token)
  } catch (error) {
    if (!isApiError(error) || error.statusCode !== 404) {
      console.error('[Whitelabel] lookup failed', error)
    }
    whitelabel.settle(null, token)
  }
  return next()
}
