import { normaliseTerm } from '@vitrine/api'
import { and, asc, eq, like } from 'drizzle-orm'
import { catalogueProducts } from '../../catalogue/schema.ts'
import type { Database } from '../../db/client.ts'
import { ecommerceSearchFixedRules, ecommerceSearchTermRules } from './schema.ts'

/**
 * The demo store's search rules, over the demo catalogue's words (run after its demo): "tenis"
 * with the synonym "sapatilha" both ways, "ofertas" sent to the Promoções page, and "bota"
 * with "Botina de Couro" pinned first (the words alone do not find it). Idempotent: a term the
 * store already has a rule for is left as it is.
 */
export async function seedSearchRulesDemo(db: Database, appId: number, now: Date): Promise<void> {
  const term = (text: string) => ({ term: text, termFold: normaliseTerm(text) })
  await db
    .insert(ecommerceSearchTermRules)
    .values([
      {
        appId,
        ...term('tenis'),
        action: 'synonyms',
        synonyms: ['sapatilha'],
        synonymsFold: ['sapatilha'],
        bothWays: true,
        createdAt: now,
        updatedAt: now,
      },
      {
        appId,
        ...term('ofertas'),
        action: 'redirect',
        redirectUrl: '/promocoes',
        bothWays: false,
        createdAt: now,
        updatedAt: now,
      },
    ])
    .onConflictDoNothing()
  const [botina] = await db
    .select({ id: catalogueProducts.id })
    .from(catalogueProducts)
    // The demo names each colour: "Botina de Couro Café".
    .where(
      and(eq(catalogueProducts.appId, appId), like(catalogueProducts.name, 'Botina de Couro%')),
    )
    .orderBy(asc(catalogueProducts.id))
    .limit(1)
  if (!botina) return
  await db
    .insert(ecommerceSearchFixedRules)
    .values({
      appId,
      ...term('bota'),
      pins: [{ product_id: botina.id, position: 1 }],
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
}
