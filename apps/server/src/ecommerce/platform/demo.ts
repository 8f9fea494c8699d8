import { PlatformSettingsInputSchema, PLATFORM_FIELD_NAMES } from '@vitrine/api'
import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { apps } from '../../access/schema.ts'
import { cmsElements, cmsPages } from '../../cms/schema.ts'
import type { Database } from '../../db/client.ts'
import { writeEcommerceLog } from '../logs/write.ts'
import { pendingSince } from '../publish/pending.ts'
import { ecommercePublications } from '../publish/schema.ts'
import { ecommercePlatformSettings } from './schema.ts'

const DEMO_ACTOR = { id: null, name: 'Vitrine' }

/*
 * The demo store's platform settings (filled in), one publication that made its CMS and those
 * settings live, and the two log entries they wrote. Run after the CMS demo, so the publication
 * covers its pages; added once (a store that has settings keeps them).
 */
export async function seedPlatformDemo(db: Database, appId: number, now: Date): Promise<void> {
  const [existing] = await db
    .select({ appId: ecommercePlatformSettings.appId })
    .from(ecommercePlatformSettings)
    .where(eq(ecommercePlatformSettings.appId, appId))
  if (existing) return
  const [store] = await db.select({ name: apps.name }).from(apps).where(eq(apps.id, appId))
  const storeName = store?.name ?? 'Loja demo'
  const settings = v.parse(PlatformSettingsInputSchema, {
    store_name: storeName,
    domain: 'lojademo.com.br',
    time_zone: 'America/Sao_Paulo',
    contact_email: 'contato@lojademo.com.br',
    contact_phone: '11987654321',
    legal_name: `${storeName} Comércio Ltda.`,
    cnpj: '11.222.333/0001-81',
    social: {
      instagram: 'https://instagram.com/lojademo',
      facebook: 'https://facebook.com/lojademo',
      youtube: 'https://youtube.com/@lojademo',
    },
    maintenance: { enabled: false, message: '' },
  })
  await db.insert(ecommercePlatformSettings).values({
    appId,
    settings,
    updatedAt: now,
    updatedByName: DEMO_ACTOR.name,
  })
  await writeEcommerceLog(db, {
    appId,
    kind: 'settings_changed',
    subject: 'Configurações da plataforma',
    detail: { fields: Object.keys(settings).map((field) => PLATFORM_FIELD_NAMES[field] ?? field) },
    actor: DEMO_ACTOR,
    at: now,
  })
  const pending = await pendingSince(db, appId, storeName, undefined)
  // The CMS demo's pages are stamped by the database (its transaction's time, after `now`): the
  // publication is dated after the latest of them, so it covers them all.
  const [latest] = await db
    .select({
      at: sql<string | null>`greatest(max(${cmsPages.updatedAt}), max(${cmsPages.createdAt}))`,
    })
    .from(cmsPages)
    .where(eq(cmsPages.appId, appId))
  const [latestElement] = await db
    .select({
      at: sql<
        string | null
      >`greatest(max(${cmsElements.updatedAt}), max(${cmsElements.createdAt}))`,
    })
    .from(cmsElements)
    .where(eq(cmsElements.appId, appId))
  const publishedAt = new Date(
    Math.max(
      now.getTime(),
      latest?.at ? new Date(latest.at).getTime() : 0,
      latestElement?.at ? new Date(latestElement.at).getTime() : 0,
    ),
  )
  const [publication] = await db
    .insert(ecommercePublications)
    .values({
      appId,
      at: publishedAt,
      actorId: null,
      actorName: DEMO_ACTOR.name,
      summary: pending.summary,
      settings: pending.settings,
      pages: pending.pages,
      elements: pending.elements,
    })
    .returning({ id: ecommercePublications.id })
  await writeEcommerceLog(db, {
    appId,
    kind: 'publish',
    subject: `Publicação nº ${publication?.id ?? 1}`,
    detail: {
      pages: pending.summary.pages.map((page) => page.title),
      elements_changed: pending.summary.elements_changed,
      settings: pending.summary.settings.map((field) => PLATFORM_FIELD_NAMES[field] ?? field),
    },
    actor: DEMO_ACTOR,
    at: publishedAt,
  })
}
