import { PublicationPageSchema, PublishStatusSchema } from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { cmsElements, cmsPages } from '../../cms/schema.ts'
import { layouts } from '../../layouts/schema.ts'
import {
  addManager,
  createStore,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { ecommerceLogs } from '../logs/schema.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(async () => {
  await t.close()
})

let owner: TestAccount
let reader: TestAccount
let stranger: TestAccount
let app: AppRecord
let otherApp: AppRecord
beforeAll(async () => {
  ;({ owner, reader, stranger } = await storeWithPeople(t))
})
beforeEach(async () => {
  app = await createStore(t, owner)
  await addManager(t, app, reader, levels({ ecommerce: 'read' }))
  otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
})

const base = (store: AppRecord = app) => `/api/ecommerce/apps/${store.id}`

async function layoutOf(store: AppRecord) {
  const [row] = await t.db
    .insert(layouts)
    .values({ appId: store.id, name: 'Tema', createdAt: t.clock.now() })
    .returning()
  return row!
}

async function page(store: AppRecord, layoutId: number, slug: string, title = '') {
  const now = t.clock.now()
  const [row] = await t.db
    .insert(cmsPages)
    .values({
      appId: store.id,
      layoutId,
      slug,
      seo: title ? { title } : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  return row!
}

async function element(store: AppRecord, pageId: number, position = 0) {
  const now = t.clock.now()
  const [row] = await t.db
    .insert(cmsElements)
    .values({
      appId: store.id,
      pageId,
      placeholder: 'main',
      type: 'banner',
      entity: 'banner',
      position,
      visibilityByEntities: {} as never,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  return row!
}

async function status(store: AppRecord = app, token = reader.token) {
  const answer = await t.request('GET', `${base(store)}/publish`, { token })
  expect(answer.status, answer.text).toBe(200)
  return v.parse(PublishStatusSchema, answer.body)
}

const publish = (token = owner.token, store: AppRecord = app) =>
  t.request('POST', `${base(store)}/publish`, { token, json: {} })

describe('publish', () => {
  test('pending counts CMS and settings changes since the last publication, and publishing clears them', async () => {
    const layout = await layoutOf(app)
    const home = await page(app, layout.id, 'home', 'Início')
    const about = await page(app, layout.id, 'sobre')
    await element(app, home.id, 0)
    const banner = await element(app, home.id, 1)
    // Another store's changes are never this store's.
    const otherLayout = await layoutOf(otherApp)
    await page(otherApp, otherLayout.id, 'home')

    const first = await status()
    expect(first.live).toBeNull()
    expect(first.pending).toMatchObject({ elements_changed: 2, settings: [], total: 4 })
    expect(first.pending.pages.map((p) => p.title).sort()).toEqual(['Início', 'sobre'])

    const published = await publish()
    expect(published.status, published.text).toBe(201)
    expect(published.body).toMatchObject({ actor: 'Marina Costa', summary: { total: 4 } })
    const after = await status()
    expect(after.live?.id).toBe(published.body.id)
    expect(after.pending.total).toBe(0)
    expect((await publish()).status).toBe(409)

    // Later: one element edited (its page is pending), the other page removed, a setting saved.
    t.clock.advance(60_000)
    await t.db
      .update(cmsElements)
      .set({ title: 'Promoção', updatedAt: t.clock.now() })
      .where(eq(cmsElements.id, banner.id))
    await t.db.delete(cmsPages).where(eq(cmsPages.id, about.id))
    const saved = await t.request('PUT', `${base()}/platform`, {
      token: owner.token,
      json: { store_name: 'Aurora Nova', domain: 'aurora.com.br' },
    })
    expect(saved.status, saved.text).toBe(200)

    const later = await status()
    expect(later.pending).toMatchObject({
      pages: [{ id: home.id, title: 'Início' }],
      pages_removed: 1,
      elements_changed: 1,
      elements_removed: 0,
      settings: ['store_name', 'domain'],
      total: 5,
    })
    t.clock.advance(1_000)
    const second = await publish()
    expect(second.status).toBe(201)
    expect(second.body.summary).toEqual(later.pending)
    expect((await status()).pending.total).toBe(0)

    // Saving the same settings back is not a change.
    t.clock.advance(1_000)
    await t.request('PUT', `${base()}/platform`, {
      token: owner.token,
      json: { store_name: 'Aurora Nova', domain: 'aurora.com.br' },
    })
    expect((await status()).pending.total).toBe(0)

    const logs = await t.db
      .select()
      .from(ecommerceLogs)
      .where(and(eq(ecommerceLogs.appId, app.id), eq(ecommerceLogs.kind, 'publish')))
    expect(logs.map((log) => log.subject).sort()).toEqual(
      [`Publicação nº ${published.body.id}`, `Publicação nº ${second.body.id}`].sort(),
    )
  })

  test('history in keyset pages, newest first; bad cursors are 400', async () => {
    const layout = await layoutOf(app)
    for (let n = 0; n < 5; n += 1) {
      t.clock.advance(1_000)
      await page(app, layout.id, `pagina-${n}`)
      t.clock.advance(1_000)
      expect((await publish()).status).toBe(201)
    }
    const seen: number[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor ? `&cursor=${cursor}` : ''
      const answer = await t.request('GET', `${base()}/publications?limit=2${query}`, {
        token: reader.token,
      })
      expect(answer.status, answer.text).toBe(200)
      const pageOf = v.parse(PublicationPageSchema, answer.body)
      seen.push(...pageOf.items.map((item) => item.id))
      cursor = pageOf.next_cursor
    } while (cursor)
    expect(seen).toHaveLength(5)
    expect([...seen].sort((a, b) => b - a)).toEqual(seen)
    const bad = await t.request('GET', `${base()}/publications?cursor=abc`, { token: reader.token })
    expect(bad.status).toBe(400)
    const badLimit = await t.request('GET', `${base()}/publications?limit=0`, {
      token: reader.token,
    })
    expect(badLimit.status).toBe(400)
  })

  test('levels and tenants', async () => {
    const layout = await layoutOf(app)
    await page(app, layout.id, 'home')
    expect((await publish(reader.token)).status).toBe(403)
    expect((await publish(stranger.token)).status).toBe(404)
    expect((await t.request('GET', `${base()}/publish`, { token: stranger.token })).status).toBe(
      404,
    )
    expect(
      (await t.request('GET', `${base()}/publications`, { token: stranger.token })).status,
    ).toBe(404)
    // The stranger's own store has nothing to publish, and publishing it leaves this one pending.
    expect((await publish(stranger.token, otherApp)).status).toBe(409)
    expect((await status()).pending.total).toBe(1)
  })
})
