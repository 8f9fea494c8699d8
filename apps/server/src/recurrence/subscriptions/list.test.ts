import { SubscriptionPageSchema, type SubscriptionStatus } from '@vitrine/api'
import * as v from 'valibot'
import { beforeEach, describe, expect, test } from 'vitest'
import { addMs, MINUTE } from '../../clock.ts'
import { setUpFreshStores, type FreshStores } from '../../payments/testing.ts'
import { levels, type AppRecord } from '../../testing/access-fixtures.ts'
import { subscriptions } from '../schema.ts'
import { newSubscriptionPublicId } from '../shared/public-id.ts'
import { listSubscriptions } from './list.ts'
import { createCustomer, createPlan, subscriptionsUrl } from './testing.ts'

let s: FreshStores
setUpFreshStores(levels({ recurrence: 'read' }), (stores) => (s = stores))

const STATUSES: SubscriptionStatus[] = ['trialing', 'active', 'past_due', 'paused', 'canceled']

interface Seeded {
  publicId: string
  customerId: number
  planId: number
  status: SubscriptionStatus
}

/** `count` subscriptions straight into the table, one a minute apart (newest last). */
async function seed(
  app: AppRecord,
  count: number,
  customerIds: number[],
  planIds: number[],
  sameInstant = false,
): Promise<Seeded[]> {
  const start = s.t.clock.now()
  const rows = Array.from({ length: count }, (_, index) => {
    const at = sameInstant ? start : addMs(start, index * MINUTE)
    return {
      publicId: newSubscriptionPublicId(),
      appId: app.id,
      customerId: customerIds[index % customerIds.length]!,
      planId: planIds[index % planIds.length]!,
      status: STATUSES[index % STATUSES.length]!,
      method: 'pix' as const,
      anchorAt: at,
      nextChargeAt: at,
      createdAt: at,
      updatedAt: at,
    }
  })
  await s.t.db.insert(subscriptions).values(rows)
  return rows
}

async function pageOf(query: Record<string, string>, app: AppRecord = s.app) {
  const answer = await s.t.request(
    'GET',
    `${subscriptionsUrl(app)}?${new URLSearchParams(query).toString()}`,
    { token: s.reader.token },
  )
  expect(answer.status, answer.text).toBe(200)
  return v.parse(SubscriptionPageSchema, answer.body)
}

/** Every page of a query, following the cursors. */
async function walk(query: Record<string, string>): Promise<string[]> {
  const ids: string[] = []
  let cursor: string | null = null
  do {
    const page = await pageOf({ ...query, ...(cursor ? { cursor } : {}) })
    ids.push(...page.items.map((item) => item.id))
    cursor = page.next_cursor
  } while (cursor)
  return ids
}

let ana: number
let bruno: number
let plan: number
let otherPlan: number
beforeEach(async () => {
  ana = await createCustomer(s.t, s.app, 'Ana Conceição Souza', 'ana.souza@example.com')
  bruno = await createCustomer(s.t, s.app, 'Bruno Lima', 'bruno@lima.dev')
  plan = await createPlan(s.t, s.app)
  otherPlan = await createPlan(s.t, s.app, { name: 'Clube do Vinho', priceCents: 12000 })
})

describe('subscriptions list', () => {
  test('pages newest first, with customer and plan, and every row once across pages', async () => {
    const seeded = await seed(s.app, 23, [ana, bruno], [plan, otherPlan])
    const first = await pageOf({ limit: '10' })
    expect(first.items).toHaveLength(10)
    expect(first.items[0]!.id).toBe(seeded.at(-1)!.publicId)
    expect(first.items[0]!.customer.name).toBe(
      seeded.at(-1)!.customerId === ana ? 'Ana Conceição Souza' : 'Bruno Lima',
    )
    expect(first.items[0]!.plan.id).toBe(seeded.at(-1)!.planId)
    const all = await walk({ limit: '10' })
    expect(all).toEqual(seeded.map((row) => row.publicId).reverse())
  })

  test('rows created at the same instant page by id, none skipped or repeated', async () => {
    const seeded = await seed(s.app, 12, [ana], [plan], true)
    const all = await walk({ limit: '5' })
    expect(new Set(all).size).toBe(12)
    expect([...all].sort()).toEqual(seeded.map((row) => row.publicId).sort())
  })

  test('filters by status and plan, together too', async () => {
    const seeded = await seed(s.app, 20, [ana, bruno], [plan, otherPlan])
    const expected = (keep: (row: Seeded) => boolean) =>
      seeded
        .filter(keep)
        .map((row) => row.publicId)
        .reverse()
    expect(await walk({ status: 'paused', limit: '3' })).toEqual(
      expected((row) => row.status === 'paused'),
    )
    expect(await walk({ plan_id: String(otherPlan), limit: '3' })).toEqual(
      expected((row) => row.planId === otherPlan),
    )
    expect(await walk({ plan_id: String(plan), status: 'active' })).toEqual(
      expected((row) => row.planId === plan && row.status === 'active'),
    )
  })

  test('searches the start of a word of the name (accents ignored), the e-mail, or an id', async () => {
    const seeded = await seed(s.app, 6, [ana, bruno], [plan])
    const anas = seeded
      .filter((row) => row.customerId === ana)
      .map((row) => row.publicId)
      .reverse()
    expect(await walk({ q: 'conceicao' })).toEqual(anas)
    expect(await walk({ q: 'SOU' })).toEqual(anas)
    expect(await walk({ q: 'ana.souza@' })).toEqual(anas)
    expect(await walk({ q: 'lima b' })).toHaveLength(3)
    expect(await walk({ q: 'zélia' })).toEqual([])
    expect(await walk({ q: seeded[2]!.publicId })).toEqual([seeded[2]!.publicId])
  })

  test.each([
    ['checked against their ids', 10],
    ["probing each row's customer", 3],
  ])(
    'a word that many customers share is read in bounded windows of the newest rows, %s',
    async (_how, hashedMatches) => {
      const many = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          createCustomer(s.t, s.app, `Maria Silva ${index}`, `maria${index}@example.com`),
        ),
      )
      await seed(s.app, 10, [...many, bruno], [plan])
      // Five Marias are more than the three matches allowed here, so the pages walk the newest
      // subscriptions, four rows a request: some pages come short (the window ended), none
      // repeats a row, and together they find what the route finds by the customers' ids.
      const options = { customerMatches: 3, hashedMatches, walkWindow: 4 }
      const walked: string[] = []
      let cursor: string | undefined
      let requests = 0
      do {
        const page = await listSubscriptions(
          s.t.db,
          s.app.id,
          { q: 'maria', limit: 3, ...(cursor ? { cursor } : {}) },
          options,
        )
        expect(page.items.every((item) => item.customer.name.startsWith('Maria'))).toBe(true)
        walked.push(...page.items.map((item) => item.id))
        cursor = page.next_cursor ?? undefined
        requests += 1
      } while (cursor && requests < 20)
      expect(walked).toHaveLength(9)
      expect(await walk({ q: 'maria' })).toEqual(walked)
    },
  )

  test("another store's subscriptions never show, not even by their id", async () => {
    const stranger = await createCustomer(s.t, s.otherApp, 'Ana Estranha')
    const strangerPlan = await createPlan(s.t, s.otherApp)
    const [theirs] = await seed(s.otherApp, 1, [stranger], [strangerPlan])
    await seed(s.app, 2, [ana], [plan])
    expect(await walk({})).toHaveLength(2)
    expect(await walk({ q: theirs!.publicId })).toEqual([])
    expect(await walk({ q: 'estranha' })).toEqual([])
  })

  test('bad queries are 400s with the field named', async () => {
    const queries: Record<string, string>[] = [
      { cursor: 'not-a-cursor' },
      { cursor: Buffer.from('{"k":1e30,"i":1}').toString('base64url') },
      { status: 'sleeping' },
      { plan_id: 'x' },
      { limit: '0' },
      { limit: '201' },
    ]
    for (const query of queries) {
      const answer = await s.t.request(
        'GET',
        `${subscriptionsUrl(s.app)}?${new URLSearchParams(query).toString()}`,
        { token: s.reader.token },
      )
      expect(answer.status, JSON.stringify(query)).toBe(400)
      expect(Object.keys(answer.body.data.fields)).toEqual([Object.keys(query)[0]])
    }
  })
})
