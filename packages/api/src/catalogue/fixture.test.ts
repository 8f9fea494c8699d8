import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { FIXTURE_NOW } from '../fixture/variant.ts'
import { CatalogueProductSchema, CategorySchema } from './index.ts'
import { createCatalogueFixture, sampleCatalogueState } from './fixture.ts'

const fixture = () => {
  const state = sampleCatalogueState(false)
  return { state, api: createCatalogueFixture(state, () => new Date(FIXTURE_NOW)) }
}

describe('catalogue fixture', () => {
  test('its sample answers the contract: 30 products, a tree up to three levels', async () => {
    const { api } = fixture()
    const page = await api.listProducts(1, { limit: 50 })
    expect(page.items).toHaveLength(30)
    for (const item of page.items) v.parse(CatalogueProductSchema, item)
    const { items } = await api.listCategories(1)
    for (const item of items) v.parse(CategorySchema, item)
    expect(Math.max(...items.map((item) => item.level))).toBe(3)
  })

  test('moves renumber siblings and refuse cycles, as the server does', async () => {
    const { api } = fixture()
    const moved = await api.moveCategory(1, 2, { parent_id: null, position: 0 })
    const roots = moved.items.filter((item) => item.parent_id === null)
    expect(roots.map((item) => [item.name, item.position])).toEqual([
      ['Camisetas', 0],
      ['Roupas', 1],
      ['Calçados', 2],
      ['Acessórios', 3],
      ['Casa', 4],
    ])
    expect(moved.items.find((item) => item.name === 'Manga longa')).toMatchObject({ level: 2 })
    await expect(api.moveCategory(1, 2, { parent_id: 14, position: 0 })).rejects.toMatchObject({
      statusCode: 422,
    })
  })

  test('the filter preview: category with subcategories, ordered by price', async () => {
    const { api } = fixture()
    const result = await api.filterProducts(1, {
      conditions: [
        { attribute: 'categories.id', condition: '=', value: 1 },
        { attribute: 'prices.price', condition: 'order', order: 'asc' },
      ],
      limit: 3,
    })
    expect(result.total).toBe(10)
    const prices = result.items.map((item) => item.prices.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })
})
