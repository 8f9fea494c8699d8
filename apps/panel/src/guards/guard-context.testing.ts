import type { RedirectRule } from '@vitrine/api'
import { createFixtureApi } from '@vitrine/api/fixture'
import { matchRoute } from '@vitrine/features'
import { createAppStore } from '../app-state/app-store.ts'
import { memoryCookies } from '../session/cookies.ts'
import { createSessionStore, TOKEN_COOKIE } from '../session/session-store.ts'
import { shellConfigOf } from '../config/shell-config.ts'
import { createWhitelabelStore } from '../whitelabel/whitelabel-store.ts'
import type { GuardContext } from './guard.ts'

/**
 * A guard context for tests: the address, a fixture adapter, fresh stores. `token` sets the
 * session cookie (undefined: none), `rules` the server's redirect rules.
 */
export function guardContext(
  address: string,
  {
    token,
    api = createFixtureApi(),
    rules = [],
    config = {},
  }: { token?: string; api?: GuardContext['api']; rules?: RedirectRule[]; config?: unknown } = {},
) {
  const url = new URL(address)
  const cookies = memoryCookies(token === undefined ? {} : { [TOKEN_COOKIE]: token })
  return {
    url,
    match: matchRoute(url.pathname),
    session: createSessionStore(cookies),
    appStore: createAppStore(),
    whitelabel: createWhitelabelStore(),
    shellConfig: { ...shellConfigOf(config), redirects: rules },
    api,
    result: { level: 'write' as const },
    cookies,
  } satisfies GuardContext & { cookies: unknown }
}
