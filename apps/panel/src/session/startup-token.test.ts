import { describe, expect, it } from 'vitest'
import { sampleUser } from '@vitrine/api/fixture'
import {
  addressWithoutToken,
  decideAccountSwitch,
  decideStartupToken,
  INVALID_LINK_NOTICE,
  UNVERIFIED_LINK_NOTICE,
} from './startup-token.ts'

const at = (address: string) => new URL(`http://localhost${address}`)

describe('start-up token decision', () => {
  it('does nothing without a ?token=', () => {
    expect(decideStartupToken(at('/apps?tab=1'), 'mine')).toEqual({ kind: 'none' })
    expect(decideStartupToken(at('/apps'), null)).toEqual({ kind: 'none' })
  })

  it('signs in and goes to / when no session is active', () => {
    expect(decideStartupToken(at('/account/profile?token=theirs'), null)).toEqual({
      kind: 'sign-in',
      token: 'theirs',
      location: '/',
    })
    expect(decideStartupToken(at('/?token=theirs'), 'null')).toMatchObject({ kind: 'sign-in' })
  })

  it('ignores a malformed token without a session, going to / as before', () => {
    expect(decideStartupToken(at('/apps?token=null'), null)).toEqual({
      kind: 'keep',
      location: '/',
      invalid: false,
    })
  })

  it('asks before replacing a different session, the address losing only the token', () => {
    expect(decideStartupToken(at('/apps?tab=1&token=theirs#top'), 'mine')).toEqual({
      kind: 'ask',
      token: 'theirs',
      location: '/apps?tab=1#top',
    })
  })

  it('only cleans the address when the token is the session’s own', () => {
    expect(decideStartupToken(at('/apps?token=mine'), 'mine')).toEqual({
      kind: 'keep',
      location: '/apps',
      invalid: false,
    })
  })

  it.each(['', 'null', '  '])(
    'keeps the session for a malformed ?token=%j and says so',
    (token) => {
      expect(decideStartupToken(at(`/apps?token=${token}`), 'mine')).toEqual({
        kind: 'keep',
        location: '/apps',
        invalid: true,
      })
    },
  )
})

describe('the same decision while navigating (the authentication guard)', () => {
  const landing = (address: string) => addressWithoutToken(at(address))

  it('signs in and stays on the address, without its token, when no session is active', () => {
    const address = '/account/profile?token=theirs&tab=senha'
    expect(decideStartupToken(at(address), null, landing(address))).toEqual({
      kind: 'sign-in',
      token: 'theirs',
      location: '/account/profile?tab=senha',
    })
  })

  it('drops a malformed token without a session, staying on the address', () => {
    const address = '/apps?token=null'
    expect(decideStartupToken(at(address), null, landing(address))).toEqual({
      kind: 'keep',
      location: '/apps',
      invalid: false,
    })
  })

  it('asks, and keeps, exactly as at start-up when a session is active', () => {
    const asked = '/apps?token=theirs'
    expect(decideStartupToken(at(asked), 'mine', landing(asked))).toEqual(
      decideStartupToken(at(asked), 'mine'),
    )
    const own = '/apps?token=mine'
    expect(decideStartupToken(at(own), 'mine', landing(own))).toEqual({
      kind: 'keep',
      location: '/apps',
      invalid: false,
    })
  })
})

describe('account switch decision', () => {
  const ana = { user: { ...sampleUser, id: 1, name: 'Ana' } }
  const bruno = { user: { ...sampleUser, id: 2, name: 'Bruno' } }

  it('asks, naming both accounts, when both tokens are good', () => {
    expect(decideAccountSwitch(ana, bruno)).toEqual({
      kind: 'ask',
      current: ana.user,
      candidate: bruno.user,
    })
  })

  it('keeps the session and says the link failed when the server refuses its token', () => {
    expect(decideAccountSwitch(ana, { status: 401 })).toEqual({
      kind: 'keep',
      notice: INVALID_LINK_NOTICE,
    })
  })

  it('keeps the session when the server cannot tell who the link is for', () => {
    expect(decideAccountSwitch(ana, { status: 0 })).toEqual({
      kind: 'keep',
      notice: UNVERIFIED_LINK_NOTICE,
    })
    expect(decideAccountSwitch({ status: 500 }, bruno)).toEqual({
      kind: 'keep',
      notice: UNVERIFIED_LINK_NOTICE,
    })
  })

  it('switches without asking when the current session is no longer valid', () => {
    expect(decideAccountSwitch({ status: 401 }, bruno)).toEqual({ kind: 'switch' })
  })

  it('asks nothing when the link is another token of the same account', () => {
    expect(decideAccountSwitch(ana, { user: { ...ana.user } })).toEqual({
      kind: 'keep',
      notice: null,
    })
  })
})
