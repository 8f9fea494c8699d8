import {
  ApiError,
  CHECKOUT_APPS,
  checkoutAppOf,
  parseAppSettings,
  type AntifraudDecision,
  type AppSettings,
  type CheckoutAppDefinition,
  type CheckoutAppInstallation,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { statusText } from '../../http/errors.ts'
import { checkoutAntifraudDecisions, checkoutAppInstallations } from './schema.ts'

const TEXTS = {
  unknownApp: { 'pt-BR': 'App não encontrado.', en: 'App not found.' },
  notInstalled: { 'pt-BR': 'Este app não está instalado.', en: 'This app is not installed.' },
  installed: { 'pt-BR': 'Este app já está instalado.', en: 'This app is already installed.' },
} as const

export function marketplaceError(status: number, lang: Lang, key: keyof typeof TEXTS): ApiError {
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message: TEXTS[key][lang],
  })
}

/** The catalogue's app, or a 404 for a slug it does not have. */
export function appOf(slug: string | undefined, lang: Lang): CheckoutAppDefinition {
  const app = slug === undefined ? undefined : checkoutAppOf(slug)
  if (!app) throw marketplaceError(404, lang, 'unknownApp')
  return app
}

type Row = typeof checkoutAppInstallations.$inferSelect

function view(app: CheckoutAppDefinition, row: Row | undefined): CheckoutAppInstallation {
  return {
    slug: app.slug,
    installed: row !== undefined,
    settings: row ? row.settings : null,
    installed_at: row ? row.installedAt.toISOString() : null,
    updated_at: row ? row.updatedAt.toISOString() : null,
  }
}

/** The store's installed apps' settings, by slug. */
export async function installedSettings(
  db: Database,
  appId: number,
): Promise<Map<string, AppSettings>> {
  const rows = await db
    .select({ slug: checkoutAppInstallations.slug, settings: checkoutAppInstallations.settings })
    .from(checkoutAppInstallations)
    .where(eq(checkoutAppInstallations.appId, appId))
  return new Map(rows.map((row) => [row.slug, row.settings]))
}

export async function listInstallations(
  db: Database,
  appId: number,
): Promise<CheckoutAppInstallation[]> {
  const rows = await db
    .select()
    .from(checkoutAppInstallations)
    .where(eq(checkoutAppInstallations.appId, appId))
  return CHECKOUT_APPS.map((app) =>
    view(
      app,
      rows.find((row) => row.slug === app.slug),
    ),
  )
}

async function rowOf(db: Database, appId: number, slug: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(checkoutAppInstallations)
    .where(and(eq(checkoutAppInstallations.appId, appId), eq(checkoutAppInstallations.slug, slug)))
  return row
}

export async function getInstallation(
  db: Database,
  appId: number,
  app: CheckoutAppDefinition,
): Promise<CheckoutAppInstallation> {
  return view(app, await rowOf(db, appId, app.slug))
}

/** Installs with settings checked by the app's schema (409 when installed, 422 field errors). */
export async function installApp(
  { db, clock }: AppDeps,
  appId: number,
  app: CheckoutAppDefinition,
  body: unknown,
  lang: Lang,
): Promise<CheckoutAppInstallation> {
  const settings = parseAppSettings(app.settings, body, lang)
  const now = clock.now()
  const [row] = await db
    .insert(checkoutAppInstallations)
    .values({ appId, slug: app.slug, settings, installedAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning()
  if (!row) throw marketplaceError(409, lang, 'installed')
  return view(app, row)
}

export async function configureApp(
  { db, clock }: AppDeps,
  appId: number,
  app: CheckoutAppDefinition,
  body: unknown,
  lang: Lang,
): Promise<CheckoutAppInstallation> {
  const settings = parseAppSettings(app.settings, body, lang)
  const [row] = await db
    .update(checkoutAppInstallations)
    .set({ settings, updatedAt: clock.now() })
    .where(
      and(eq(checkoutAppInstallations.appId, appId), eq(checkoutAppInstallations.slug, app.slug)),
    )
    .returning()
  if (!row) throw marketplaceError(404, lang, 'notInstalled')
  return view(app, row)
}

export async function uninstallApp(
  db: Database,
  appId: number,
  app: CheckoutAppDefinition,
  lang: Lang,
): Promise<void> {
  const removed = await db
    .delete(checkoutAppInstallations)
    .where(
      and(eq(checkoutAppInstallations.appId, appId), eq(checkoutAppInstallations.slug, app.slug)),
    )
    .returning({ id: checkoutAppInstallations.id })
  if (removed.length === 0) throw marketplaceError(404, lang, 'notInstalled')
}

/** The anti-fraud log's latest entries, newest first. */
export async function latestDecisions(db: Database, appId: number): Promise<AntifraudDecision[]> {
  const rows = await db
    .select()
    .from(checkoutAntifraudDecisions)
    .where(eq(checkoutAntifraudDecisions.appId, appId))
    .orderBy(desc(checkoutAntifraudDecisions.createdAt), desc(checkoutAntifraudDecisions.id))
    .limit(30)
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    approved: row.approved,
    rule: row.rule,
    amount_cents: row.amountCents,
    document: row.document,
    email: row.email,
    link_title: row.linkTitle,
  }))
}
