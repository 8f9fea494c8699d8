import type { CookieJar, CookieOptions } from '../session/cookies.ts'

export const LANGUAGE_COOKIE = 'vitrine_lang'

/** Language cookie: 365 days, path /, SameSite=Lax; None + Secure when the panel is embedded cross-origin. */
export function languageCookieOptions(crossOrigin: boolean): CookieOptions {
  return {
    maxAgeSeconds: 365 * 24 * 60 * 60,
    path: '/',
    ...(crossOrigin ? { sameSite: 'None', secure: true } : { sameSite: 'Lax' }),
  }
}

/**
 * The language sent in the `Language` header and used for validation messages: the stored
 * cookie, then the browser's preferred languages, then the configured fallback (en-US when
 * none) — specification section 4. The interface itself is always Portuguese.
 */
export function detectLanguage({
  cookies,
  preferred,
  fallback,
}: {
  cookies: Pick<CookieJar, 'get'>
  preferred: readonly string[]
  fallback?: string
}): string {
  const stored = cookies.get(LANGUAGE_COOKIE)?.trim()
  if (stored) return stored
  const browser = preferred.find((language) => language.trim() !== '')
  if (browser) return browser
  return fallback?.trim() || 'en-US'
}
