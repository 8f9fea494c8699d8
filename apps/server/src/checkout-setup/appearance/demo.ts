import {
  CheckoutAppearanceInputSchema,
  contrastWarnings,
  DEFAULT_CHECKOUT_APPEARANCE,
} from '@vitrine/api'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { apps } from '../../access/schema.ts'
import type { Database } from '../../db/client.ts'
import { checkoutAppearances } from './schema.ts'

/**
 * The demo store's published checkout appearance: deep teal buttons (white text at 5.5:1), an
 * amber-brown accent (5:1 on the white card), the humanist font, the four trust badges and the
 * store's name on top. Added once: a store that has an appearance keeps it.
 */
export async function seedAppearanceDemo(db: Database, appId: number, now: Date): Promise<void> {
  const [existing] = await db
    .select({ appId: checkoutAppearances.appId })
    .from(checkoutAppearances)
    .where(eq(checkoutAppearances.appId, appId))
  if (existing) return
  const [store] = await db.select({ name: apps.name }).from(apps).where(eq(apps.id, appId))
  const storeName = store?.name ?? 'Loja demo'
  const published = v.parse(CheckoutAppearanceInputSchema, {
    ...DEFAULT_CHECKOUT_APPEARANCE,
    primary_color: '#0f766e',
    accent_color: '#b45309',
    font: 'humanist',
    corner_style: 'rounded',
    header_text: `Compra segura na ${storeName}`,
    footer_text: `${storeName} · contato@lojademo.com.br · Trocas em até 7 dias`,
    trust_badges: ['secure', 'privacy', 'guarantee', 'support'],
    methods_first: ['pix'],
  })
  // The demo shows what the editor recommends: no contrast warning.
  if (contrastWarnings(published).length > 0) throw new Error('demo appearance below AA')
  await db.insert(checkoutAppearances).values({
    appId,
    published,
    publishedAt: now,
    publishedByName: 'Vitrine',
  })
}
