import { describe, expect, it } from 'vitest'
import { memoryCookies } from '../session/cookies.ts'
import { detectLanguage, LANGUAGE_COOKIE, languageCookieOptions } from './detect.ts'

describe('detectLanguage', () => {
  it('prefers the stored language cookie', () => {
    const cookies = memoryCookies({ [LANGUAGE_COOKIE]: 'pt-BR' })
    expect(detectLanguage({ cookies, preferred: ['en-GB'], fallback: 'es' })).toBe('pt-BR')
  })

  it("then the browser's preferred languages, in order", () => {
    expect(
      detectLanguage({ cookies: memoryCookies(), preferred: ['', 'pt-PT', 'en'], fallback: 'es' }),
    ).toBe('pt-PT')
  })

  it('then the configured fallback, and en-US when none is configured', () => {
    expect(detectLanguage({ cookies: memoryCookies(), preferred: [], fallback: 'pt-BR' })).toBe(
      'pt-BR',
    )
    expect(detectLanguage({ cookies: memoryCookies(), preferred: [] })).toBe('en-US')
    expect(detectLanguage({ cookies: memoryCookies(), preferred: [], fallback: ' ' })).toBe('en-US')
  })

  it('keeps the cookie for a year, Lax on the same site and None+Secure across sites', () => {
    expect(languageCookieOptions(false)).toEqual({
      maxAgeSeconds: 31_536_000,
      path: '/',
      sameSite: 'Lax',
    })
    expect(languageCookieOptions(true)).toEqual({
      maxAgeSeconds: 31_536_000,
      path: '/',
      sameSite: 'None',
      secure: true,
    })
  })
})
