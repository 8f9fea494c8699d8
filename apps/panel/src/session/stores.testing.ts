import { createAppStore } from '../app-state/app-store.ts'
import { createUiStore } from '../app-state/ui-store.ts'
import { shellConfigOf } from '../config/shell-config.ts'
import { createWhitelabelStore } from '../whitelabel/whitelabel-store.ts'
import { memoryCookies } from './cookies.ts'
import type { PanelStores } from './session-context.tsx'
import { createSessionStore, TOKEN_COOKIE } from './session-store.ts'

/** Fresh panel stores for a test; `token` sets the session cookie (undefined: none). */
export function testStores({ token }: { token?: string } = {}) {
  const cookies = memoryCookies(token === undefined ? {} : { [TOKEN_COOKIE]: token })
  const kept = new Map<string, string>()
  const stores: PanelStores = {
    session: createSessionStore(cookies),
    appStore: createAppStore(),
    ui: createUiStore({
      getItem: (key) => kept.get(key) ?? null,
      setItem: (key, value) => void kept.set(key, value),
    }),
    whitelabel: createWhitelabelStore(),
    shellConfig: shellConfigOf({}),
  }
  return { stores, cookies }
}
