import { and, eq, like } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { seedCatalogueDemo } from '../../catalogue/demo.ts'
import { catalogueProducts } from '../../catalogue/schema.ts'
import { createStore } from '../../testing/access-fixtures.ts'
import { createTestServer } from '../../testing/test-server.ts'
import { seedDiscountsDemo } from './demo.ts'
import { simulate } from './pricing.ts'
import { ecommerceCoupons, ecommercePromotions } from './schema.ts'

test('the demo discounts price the demo catalogue, and seeding twice changes nothing', async () => {
  const t = await createTestServer()
  try {
    const owner = await t.register({ name: 'Marina Costa' })
    const app = await createStore(t, owner)
    const now = t.clock.now()
    await seedCatalogueDemo(t.db, app.id, now)
    await seedDiscountsDemo(t.db, app.id, now)
    await seedDiscountsDemo(t.db, app.id, now)
    const coupons = await t.db
      .select()
      .from(ecommerceCoupons)
      .where(eq(ecommerceCoupons.appId, app.id))
    expect(coupons.map((c) => c.code).sort()).toEqual([
      'BEMVINDO10',
      'DESCONTO30',
      'FRETEGRATIS',
      'PRIMEIROS50',
      'VERAO2025',
    ])
    const promotions = await t.db
      .select()
      .from(ecommercePromotions)
      .where(eq(ecommercePromotions.appId, app.id))
    expect(new Set(promotions.map((p) => p.kind))).toEqual(
      new Set(['percent', 'fixed', 'buy_x_get_y', 'progressive']),
    )
    expect(promotions).toHaveLength(5)

    const [tenis] = await t.db
      .select({ id: catalogueProducts.id })
      .from(catalogueProducts)
      .where(and(eq(catalogueProducts.appId, app.id), like(catalogueProducts.name, 'Tênis%')))
      .limit(1)
    const answer = await simulate(
      t.db,
      app.id,
      {
        lines: [{ product_id: tenis!.id, quantity: 1 }],
        coupon_codes: ['bemvindo10', 'VERAO2025', 'PRIMEIROS50'],
        customer_email: 'ana@example.com',
        first_purchase: false,
        shipping_cents: 2000,
      },
      now,
      'pt-BR',
    )
    expect(answer.applied.map((a) => a.label)).toEqual(['10 % em tênis', 'BEMVINDO10'])
    expect(Object.fromEntries(answer.rejected.map((r) => [r.label, r.code]))).toMatchObject({
      VERAO2025: 'expired',
      PRIMEIROS50: 'usage_limit',
      'Semana do yoga: 20 %': 'not_started',
    })
  } finally {
    await t.close()
  }
})
