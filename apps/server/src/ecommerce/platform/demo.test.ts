import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { cmsPages } from '../../cms/schema.ts'
import { layouts } from '../../layouts/schema.ts'
import { createStore } from '../../testing/access-fixtures.ts'
import { createTestServer, type TestServer } from '../../testing/test-server.ts'
import { ecommerceLogs } from '../logs/schema.ts'
import { ecommercePublications } from '../publish/schema.ts'
import { pendingSince, lastPublication } from '../publish/pending.ts'
import { seedPlatformDemo } from './demo.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(async () => {
  await t.close()
})

test('the demo fills the settings, publishes them once and logs both; a second run adds nothing', async () => {
  const owner = await t.register({ name: 'Dona da Demo' })
  const store = await createStore(t, owner, { name: 'Loja Demo' })
  // A page stamped by the database after the seed's clock (as the CMS demo's are).
  const [layout] = await t.db
    .insert(layouts)
    .values({ appId: store.id, name: 'Tema', createdAt: t.clock.now() })
    .returning()
  const later = new Date(t.clock.now().getTime() + 5_000)
  await t.db.insert(cmsPages).values({
    appId: store.id,
    layoutId: layout!.id,
    slug: 'home',
    createdAt: later,
    updatedAt: later,
  })
  await seedPlatformDemo(t.db, store.id, t.clock.now())
  await seedPlatformDemo(t.db, store.id, t.clock.now())
  const publications = await t.db
    .select()
    .from(ecommercePublications)
    .where(eq(ecommercePublications.appId, store.id))
  expect(publications).toHaveLength(1)
  const logs = await t.db.select().from(ecommerceLogs).where(eq(ecommerceLogs.appId, store.id))
  expect(logs.map((log) => log.kind).sort()).toEqual(['publish', 'settings_changed'])
  // Everything the demo set is live: nothing pending.
  const last = await lastPublication(t.db, store.id)
  expect((await pendingSince(t.db, store.id, 'Loja Demo', last)).summary.total).toBe(0)
})
