import { ENTITY_OF_KIND, type ProductCondition } from '@vitrine/api'
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { apps } from '../access/schema.ts'
import { catalogueProducts } from '../catalogue/schema.ts'
import { cmsElements, cmsPages } from '../cms/schema.ts'
import type { Database } from '../db/client.ts'
import { catalogueClusterProducts, catalogueClusters } from './schema.ts'

/**
 * The demo store's clusters, after the catalogue's demo: a picked shelf of the eight best
 * sellers, the products at the campaign's most common promotional price and the sold-out ones
 * (both by rules, counted live), and an inactive Christmas shelf. Added once: a store that has
 * clusters keeps them.
 */
export async function seedClustersDemo(db: Database, appId: number, now: Date): Promise<void> {
  const [existing] = await db
    .select({ id: catalogueClusters.id })
    .from(catalogueClusters)
    .where(eq(catalogueClusters.appId, appId))
    .limit(1)
  if (existing) return
  const best = await db
    .select({ id: catalogueProducts.id })
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.appId, appId), eq(catalogueProducts.visible, true)))
    .orderBy(desc(catalogueProducts.sold), catalogueProducts.id)
    .limit(12)
  if (best.length < 8) return
  const [sale] = await db
    .select({ cents: catalogueProducts.salesPriceCents, n: sql<number>`count(*)::int` })
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.appId, appId), isNotNull(catalogueProducts.salesPriceCents)))
    .groupBy(catalogueProducts.salesPriceCents)
    .orderBy(desc(sql`count(*)`), catalogueProducts.salesPriceCents)
    .limit(1)

  const add = async (
    values: { name: string; slug: string; description: string; active?: boolean },
    kind: 'manual' | 'automatic',
    conditions: ProductCondition[],
    productIds: number[] = [],
  ) => {
    const [row] = await db
      .insert(catalogueClusters)
      .values({ appId, ...values, kind, conditions, createdAt: now, updatedAt: now })
      .returning({ id: catalogueClusters.id })
    const id = row!.id
    if (productIds.length > 0) {
      await db.insert(catalogueClusterProducts).values(
        productIds.map((productId, position) => ({
          appId,
          clusterId: id,
          productId,
          position,
        })),
      )
    }
    return id
  }
  const summer = await add(
    {
      name: 'Mais vendidos do verão',
      slug: 'mais-vendidos-do-verao',
      description: 'A vitrine da página inicial em dezembro.',
    },
    'manual',
    [],
    best.slice(0, 8).map((product) => product.id),
  )
  if (sale?.cents) {
    await add(
      {
        name: 'Em promoção',
        slug: 'em-promocao',
        description: 'Os produtos com o preço promocional da campanha.',
      },
      'automatic',
      [
        { attribute: 'prices.sales_price', condition: '=', value: sale.cents },
        { attribute: 'sold', condition: 'order', order: 'desc' },
      ],
    )
  }
  await add(
    { name: 'Sem estoque', slug: 'sem-estoque', description: 'Para avisar quando voltarem.' },
    'automatic',
    [
      { attribute: 'stock.has', condition: '=', value: false },
      { attribute: 'name', condition: 'order', order: 'asc' },
    ],
  )
  await add(
    { name: 'Visíveis com estoque', slug: 'visiveis-com-estoque', description: '' },
    'automatic',
    [
      { attribute: 'visible', condition: '=', value: true },
      { attribute: 'stock.has', condition: '=', value: true },
    ],
  )
  await add(
    {
      name: 'Presentes de Natal',
      slug: 'presentes-de-natal',
      description: 'Volta em dezembro.',
      active: false,
    },
    'manual',
    [],
    best.slice(8, 12).map((product) => product.id),
  )
  await showOnHome(db, appId, summer, now)
}

/**
 * A shelf of the home page showing the summer cluster in its order (after the CMS demo's, at the
 * end of "destaques"), dated a minute earlier so the demo's publication already includes it.
 */
async function showOnHome(db: Database, appId: number, clusterId: number, now: Date) {
  const [home] = await db
    .select({ id: cmsPages.id })
    .from(cmsPages)
    .innerJoin(apps, eq(apps.layoutId, cmsPages.layoutId))
    .where(and(eq(apps.id, appId), eq(cmsPages.slug, 'home')))
  if (!home) return
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${cmsElements.position}), -1)::int` })
    .from(cmsElements)
    .where(
      and(
        eq(cmsElements.appId, appId),
        eq(cmsElements.pageId, home.id),
        eq(cmsElements.placeholder, 'destaques'),
      ),
    )
  const at = new Date(now.getTime() - 60_000)
  await db.insert(cmsElements).values({
    appId,
    pageId: home.id,
    placeholder: 'destaques',
    type: 'products',
    entity: ENTITY_OF_KIND.products,
    position: Number(last?.position ?? -1) + 1,
    title: 'Mais vendidos do verão',
    visibilityByEntities: { categories: { status: 0 }, products: { status: 0 } },
    conditions: [
      { id: 1, attribute: 'clusters.id', condition: '=', value: clusterId },
      { id: 2, attribute: 'clusters.id', condition: 'order', order: 'asc' },
    ],
    content: { limit: 8, link: '' },
    createdAt: at,
    updatedAt: at,
  })
}
