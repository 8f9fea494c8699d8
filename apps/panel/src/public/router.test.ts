import { describe, expect, test } from 'vitest'
import { matchPublicRoute } from './router.ts'

describe('matchPublicRoute', () => {
  test('a link page, its slug decoded', () => {
    expect(matchPublicRoute('/pay/camiseta-basica', '')).toEqual({
      page: 'pay',
      slug: 'camiseta-basica',
    })
    expect(matchPublicRoute('/pay/caf%C3%A9/', '')).toEqual({ page: 'pay', slug: 'café' })
  })
  test('the receipt, with or without its token', () => {
    expect(matchPublicRoute('/public/transaction', '?token=abc')).toEqual({
      page: 'receipt',
      token: 'abc',
    })
    expect(matchPublicRoute('/public/transaction', '')).toEqual({ page: 'receipt', token: null })
  })
  test('a store’s account page, with the code of a mailed link or without', () => {
    expect(matchPublicRoute('/acc/loja-aurora', '')).toEqual({
      page: 'account',
      slug: 'loja-aurora',
      code: null,
    })
    expect(matchPublicRoute('/acc/loja-aurora/', '?code=abc-123')).toEqual({
      page: 'account',
      slug: 'loja-aurora',
      code: 'abc-123',
    })
    expect(matchPublicRoute('/acc/loja-aurora', '?code=')).toEqual({
      page: 'account',
      slug: 'loja-aurora',
      code: null,
    })
  })
  test('a capture request, its hash decoded', () => {
    expect(matchPublicRoute('/c-capture/Ab_12-xyz', '')).toEqual({
      page: 'capture',
      hash: 'Ab_12-xyz',
    })
    expect(matchPublicRoute('/c-capture/Ab_12-xyz/', '?x=1')).toEqual({
      page: 'capture',
      hash: 'Ab_12-xyz',
    })
  })
  test('a subscription’s sign-up page of one cycle', () => {
    expect(matchPublicRoute('/subscriptions/sub_A1b2C3d4E5f6G7h8I9j0K1l2/2/subscribe', '')).toEqual(
      { page: 'subscribe', subscriptionId: 'sub_A1b2C3d4E5f6G7h8I9j0K1l2', cycle: 2 },
    )
    expect(matchPublicRoute('/subscriptions/sub_x/1/subscribe/', '?a=1')).toEqual({
      page: 'subscribe',
      subscriptionId: 'sub_x',
      cycle: 1,
    })
  })
  test('anything else, and a segment that is not valid percent-encoding, is not found', () => {
    for (const path of [
      '/',
      '/pay',
      '/pay/a/b',
      '/c-capture',
      '/c-capture/a/b',
      '/c-capture/%E0%A4%A',
      '/acc',
      '/acc/a/b',
      '/acc/%E0%A4%A',
      '/pay/%E0%A4%A',
      '/subscriptions/sub_x/0/subscribe',
      '/subscriptions/sub_x/01/subscribe',
      '/subscriptions/sub_x/-1/subscribe',
      '/subscriptions/sub_x/1.5/subscribe',
      '/subscriptions/sub_x/abc/subscribe',
      '/subscriptions/sub_x/2147483648/subscribe',
      '/subscriptions/sub_x/1',
      '/subscriptions/%E0%A4%A/1/subscribe',
    ]) {
      expect(matchPublicRoute(path, '')).toEqual({ page: 'not-found' })
    }
  })
})
