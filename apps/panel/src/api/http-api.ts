import { createHttpApi, type Api } from '@vitrine/api'
import { readRuntimeConfig } from '../config/runtime-config.ts'
import { detectLanguage, LANGUAGE_COOKIE, languageCookieOptions } from '../language/detect.ts'
import type { CookieJar } from '../session/cookies.ts'
import type { SessionStore } from '../session/session-store.ts'
import type { WhitelabelStore } from '../whitelabel/whitelabel-store.ts'

/**
 * The real adapter, in a chunk of its own with the run-time configuration's validation and the
 * language detection it needs (see main.tsx): the sign-in page can appear without them.
 */
export function createPanelApi({
  cookies,
  session,
  whitelabel,
  token,
}: {
  cookies: CookieJar
  session: SessionStore
  whitelabel: WhitelabelStore
  /**
   * Calls with this token instead of the session's, without storing it: asking the server who
   * an access link's token belongs to before switching to it.
   */
  token?: string
}): Api {
  const config = readRuntimeConfig()
  const language = detectLanguage({
    cookies,
    preferred: navigator.languages,
    fallback: config.fallbackLanguage,
  })
  // Remembered for a year; a panel embedded in another site needs SameSite=None (section 9).
  if (!cookies.get(LANGUAGE_COOKIE)) {
    cookies.set(LANGUAGE_COOKIE, language, languageCookieOptions(window.self !== window.top))
  }
  return createHttpApi({
    services: config.services,
    timeoutMs: config.timeoutMs,
    getToken: token === undefined ? () => session.state.token : () => token,
    getLanguage: () => language,
    // Every call from a reseller's panel says whose it is (section 7).
    getWhitelabelHash: () => whitelabel.state.data?.hash,
  })
}
