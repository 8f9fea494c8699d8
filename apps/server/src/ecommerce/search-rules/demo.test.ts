import { expect, test } from 'vitest'
import { seedCatalogueDemo } from '../../catalogue/demo.ts'
import { createStore } from '../../testing/access-fixtures.ts'
import { createTestServer } from '../../testing/test-server.ts'
import { seedSearchRulesDemo } from './demo.ts'
import { storeSearch } from './store-search.ts'

test('the demo rules work on the demo catalogue, and seeding twice changes nothing', async () => {
  const t = await createTestServer()
  try {
    const owner = await t.register({ name: 'Marina Costa' })
    const app = await createStore(t, owner)
    const now = t.clock.now()
    await seedCatalogueDemo(t.db, app.id, now)
    await seedSearchRulesDemo(t.db, app.id, now)
    await seedSearchRulesDemo(t.db, app.id, now)

    const tenis = await storeSearch(t.db, app.id, 'sapatilha')
    expect(tenis.explanation.term_rule?.expanded_to).toEqual(['tenis'])
    expect(tenis.items.length).toBeGreaterThan(0)
    expect(tenis.items.every((item) => item.name.startsWith('Tênis'))).toBe(true)
    expect(tenis.items[0]?.marks).toEqual([{ kind: 'synonym', via: 'tenis' }])
    const bota = await storeSearch(t.db, app.id, 'Bota')
    expect(bota.items[0]?.name).toMatch(/^Botina de Couro/)
    expect(bota.items[0]?.marks).toEqual([{ kind: 'pinned', position: 1 }])
    expect((await storeSearch(t.db, app.id, 'ofertas')).redirect?.url).toBe('/promocoes')
  } finally {
    await t.close()
  }
})
