import { and, eq, inArray, sql } from 'drizzle-orm'
import { catalogueCategories } from '../../catalogue/schema.ts'
import type { Database } from '../../db/client.ts'
import { ecommerceCoupons, ecommercePromotions } from './schema.ts'

/*
 * The demo store's coupons and promotions, so the screens and the simulator have something to
 * show after `npm start`: a coupon of each kind, one expired and one used up to its limit, and
 * a promotion of each kind over the demo catalogue's categories (run after its demo), one
 * scheduled for next week. Idempotent: coupons by code, promotions by name — what the store
 * already has, even edited, is left as it is.
 */

const DAY = 24 * 60 * 60 * 1000
/** Beside the seed's and the catalogue's own locks (736_100_104, 736_100_114). */
const DISCOUNTS_SEED_LOCK = 736_100_124

export async function seedDiscountsDemo(db: Database, appId: number, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY)
  const coupon = { appId, createdAt: now, updatedAt: now }
  await db
    .insert(ecommerceCoupons)
    .values([
      { ...coupon, code: 'BEMVINDO10', kind: 'percent', value: 1000, maxUsesPerCustomer: 1 },
      { ...coupon, code: 'DESCONTO30', kind: 'fixed', value: 3000, minSubtotalCents: 20_000 },
      {
        ...coupon,
        code: 'FRETEGRATIS',
        kind: 'free_shipping',
        value: 0,
        minSubtotalCents: 15_000,
        cumulative: true,
      },
      {
        ...coupon,
        code: 'VERAO2025',
        kind: 'percent',
        value: 1500,
        startsAt: at(-120),
        endsAt: at(-30),
      },
      { ...coupon, code: 'PRIMEIROS50', kind: 'fixed', value: 2000, maxUses: 50, uses: 50 },
    ])
    .onConflictDoNothing()

  const categories = await db
    .select({ id: catalogueCategories.id, name: catalogueCategories.name })
    .from(catalogueCategories)
    .where(
      and(
        eq(catalogueCategories.appId, appId),
        inArray(catalogueCategories.name, ['Tênis', 'Botas', 'Camisetas', 'Cozinha', 'Yoga']),
      ),
    )
  // Without the demo catalogue a promotion covers every product rather than none.
  const inCategory = (name: string) => {
    const found = categories.find((category) => category.name === name)
    return found ? [found.id] : []
  }
  const promotion = { appId, value: 0, buyQuantity: 1, getQuantity: 1, tiers: [] }
  const wanted: (typeof ecommercePromotions.$inferInsert)[] = [
    {
      ...promotion,
      name: '10 % em tênis',
      kind: 'percent',
      value: 1000,
      categoryIds: inCategory('Tênis'),
      priority: 10,
    },
    {
      ...promotion,
      name: 'R$ 15 a menos por par de botas',
      kind: 'fixed',
      value: 1500,
      categoryIds: inCategory('Botas'),
    },
    {
      ...promotion,
      name: 'Leve 3, pague 2 em camisetas',
      kind: 'buy_x_get_y',
      buyQuantity: 2,
      getQuantity: 1,
      categoryIds: inCategory('Camisetas'),
      priority: 5,
    },
    {
      ...promotion,
      name: 'Cozinha no atacado: 5 % de 3 peças, 10 % de 6',
      kind: 'progressive',
      tiers: [
        { min_quantity: 3, basis_points: 500 },
        { min_quantity: 6, basis_points: 1000 },
      ],
      categoryIds: inCategory('Cozinha'),
      cumulative: true,
    },
    {
      ...promotion,
      name: 'Semana do yoga: 20 %',
      kind: 'percent',
      value: 2000,
      categoryIds: inCategory('Yoga'),
      startsAt: at(7),
      endsAt: at(14),
    },
  ].map((values) => ({ ...values, createdAt: now, updatedAt: now }))
  // Promotions have no unique key: two starts at once wait for each other to read the names.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DISCOUNTS_SEED_LOCK})`)
    const existing = await tx
      .select({ name: ecommercePromotions.name })
      .from(ecommercePromotions)
      .where(eq(ecommercePromotions.appId, appId))
    const names = new Set(existing.map((row) => row.name))
    const missing = wanted.filter((values) => !names.has(values.name))
    if (missing.length) await tx.insert(ecommercePromotions).values(missing)
  })
}
