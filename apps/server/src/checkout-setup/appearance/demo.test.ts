import { contrastWarnings, DEFAULT_CHECKOUT_APPEARANCE } from '@vitrine/api'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createStore } from '../../testing/access-fixtures.ts'
import { createTestServer, type TestServer } from '../../testing/test-server.ts'
import { publicAppearance } from './public.ts'
import { seedAppearanceDemo } from './demo.ts'
import { getAppearanceState } from './state.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(async () => {
  await t.close()
})

test('the demo publishes an appearance with AA contrast once; a second run keeps it', async () => {
  const owner = await t.register({ name: 'Dona da Demo' })
  const store = await createStore(t, owner, { name: 'Loja Demo' })
  await seedAppearanceDemo(t.db, store.id, t.clock.now())
  await seedAppearanceDemo(t.db, store.id, new Date(t.clock.now().getTime() + 60_000))
  const appearance = await publicAppearance(t.db, store.id)
  expect(appearance).not.toEqual(DEFAULT_CHECKOUT_APPEARANCE)
  expect(appearance.header_text).toBe('Compra segura na Loja Demo')
  expect(contrastWarnings(appearance)).toEqual([])
  const state = await getAppearanceState(t.db, store.id)
  expect(state).toMatchObject({ has_draft: false, published_by: 'Vitrine' })
  expect(state.published_at).toBe(t.clock.now().toISOString())
})
