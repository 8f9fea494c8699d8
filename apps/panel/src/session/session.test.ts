import { describe, expect, it } from 'vitest'
import { sampleUser } from '@vitrine/api/fixture'
import { memoryCookies, parseCookies, serializeCookie } from './cookies.ts'
import {
  createSessionStore,
  TOKEN_COOKIE,
  TOKEN_COOKIE_OPTIONS,
  usableToken,
} from './session-store.ts'
import { takeStartupToken } from './startup-token.ts'

describe('session store', () => {
  it('keeps the token in a cookie of 3 days, SameSite=Strict, Secure, Path=/', () => {
    const cookies = memoryCookies()
    const store = createSessionStore(cookies)
    store.signIn({ token: 'abc', user: sampleUser })
    expect(store.state).toEqual({ token: 'abc', user: sampleUser, accessLink: null })
    expect(cookies.written.get(TOKEN_COOKIE)).toEqual({
      value: 'abc',
      options: TOKEN_COOKIE_OPTIONS,
    })
    expect(serializeCookie(TOKEN_COOKIE, 'abc', TOKEN_COOKIE_OPTIONS)).toBe(
      'vitrine_token=abc; Max-Age=259200; Path=/; SameSite=Strict; Secure',
    )
  })

  it('starts from the stored cookie, ignoring unusable values', () => {
    expect(createSessionStore(memoryCookies({ [TOKEN_COOKIE]: 'abc' })).signedIn).toBe(true)
    expect(createSessionStore(memoryCookies({ [TOKEN_COOKIE]: 'null' })).state.token).toBeNull()
    expect(createSessionStore(memoryCookies({ [TOKEN_COOKIE]: '' })).signedIn).toBe(false)
  })

  it('clears the token and the cookie on sign-out', () => {
    const cookies = memoryCookies({ [TOKEN_COOKIE]: 'abc' })
    const store = createSessionStore(cookies)
    store.signOut()
    expect(store.state).toEqual({ token: null, user: null, accessLink: null })
    expect(cookies.get(TOKEN_COOKIE)).toBeUndefined()
  })

  it('forgets the loaded user when the token changes', () => {
    const store = createSessionStore(memoryCookies())
    store.signIn({ token: 'one', user: sampleUser })
    store.setToken('two')
    expect(store.state.user).toBeNull()
  })

  it('holds an access link to ask about until that offer is settled, the session untouched', () => {
    const store = createSessionStore(memoryCookies({ [TOKEN_COOKIE]: 'mine' }))
    store.offerAccessLink({ kind: 'ask', token: 'theirs' })
    const first = store.state.accessLink!
    expect(first).toMatchObject({ kind: 'ask', token: 'theirs' })
    expect(store.state.token).toBe('mine')
    store.offerAccessLink({ kind: 'invalid' })
    const second = store.state.accessLink!
    expect(second.id).not.toBe(first.id)
    // An older question ending does not dismiss the newer one.
    store.settleAccessLink(first.id)
    expect(store.state.accessLink).toEqual(second)
    store.settleAccessLink(second.id)
    expect(store.state.accessLink).toBeNull()
  })

  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['  ', false],
    ['null', false],
    ['abc', true],
  ])('usableToken(%j) is %s', (token, usable) => {
    expect(usableToken(token)).toBe(usable)
  })
})

describe('cookies', () => {
  it('parses a cookie header, keeping the first of duplicate names and skipping malformed ones', () => {
    const cookies = parseCookies('a=1; b=x%20y; a=2; broken=%E0%A4%A; noequals')
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['b', 'x y'],
    ])
  })
})

describe('start-up token', () => {
  it('stores a start-up ?token= and goes to /', () => {
    expect(takeStartupToken(new URL('http://localhost/account/profile?token=abc'))).toEqual({
      token: 'abc',
      location: '/',
    })
  })

  it('goes to / without a session for an empty or "null" start-up token', () => {
    expect(takeStartupToken(new URL('http://localhost/apps?token=null'))).toEqual({
      token: null,
      location: '/',
    })
    expect(takeStartupToken(new URL('http://localhost/apps?token='))).toEqual({
      token: null,
      location: '/',
    })
  })

  it('leaves an address without a token alone', () => {
    expect(takeStartupToken(new URL('http://localhost/apps?tab=1'))).toEqual({
      token: null,
      location: null,
    })
  })
})
