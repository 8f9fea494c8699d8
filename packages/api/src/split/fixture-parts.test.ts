import { describe, expect, it } from 'vitest'
import { createFixtureApi } from '../fixture/index.ts'

describe('the split fixture: sellers’ parts and release', () => {
  it('answers a seller’s parts newest first, with balances from pending and released parts', async () => {
    const api = createFixtureApi()
    const page = await api.split.sellerParts(101, 1, 1)
    expect(page.items.map((part) => [part.payment_id, part.status])).toEqual([
      [3120, 'pending'],
      [3114, 'pending'],
      [3098, 'reversed'],
      [3071, 'released'],
      [2990, 'released'],
    ])
    // A reversed part counts nowhere: refunds took back all of it.
    expect(page.balances).toEqual({ pending_cents: 3_200, available_cents: 7_300 })
    expect(page.next_cursor).toBeNull()
  })

  it('releases every pending part at once, and nothing the second time', async () => {
    const api = createFixtureApi()
    const first = await api.split.releaseSeller(101, 1, 1, 'key-1')
    expect(first).toEqual({
      released_parts: 2,
      released_cents: 3_200,
      balances: { pending_cents: 0, available_cents: 10_500 },
    })
    const page = await api.split.sellerParts(101, 1, 1)
    expect(page.items.filter((part) => part.status === 'pending')).toEqual([])
    expect(page.items[0]!.released_at).toBe('2026-11-21T12:00:00.000Z')
    const again = await api.split.releaseSeller(101, 1, 1, 'key-2')
    expect(again.released_parts).toBe(0)
  })

  it('refuses a seller of another gateway as not found', async () => {
    const api = createFixtureApi()
    await expect(api.split.sellerParts(101, 9, 1)).rejects.toMatchObject({ statusCode: 404 })
    await expect(api.split.releaseSeller(101, 3, 2, 'key')).rejects.toMatchObject({
      statusCode: 404,
    })
  })
})
