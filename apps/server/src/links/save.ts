import {
  LINK_SLUG_MAX,
  LINK_TITLE_MAX,
  slugify,
  type LinkValues,
  type PaymentLink,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, count, eq, inArray, like, or } from 'drizzle-orm'
import type { AppAccess } from '../access/require-access.ts'
import { changedFields, createdFields, deletedFields } from '../audit/diff.ts'
import { actorOf, writeAudit, type AuditRecord, type FieldChanges } from '../audit/write.ts'
import type { Database } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { getInstallments } from '../gateways/installments.ts'
import { gateways } from '../gateways/schema.ts'
import type { AppDeps } from '../http/context.ts'
import { payments } from '../payments/schema.ts'
import { linkMessage } from '@vitrine/api'
import { linkError, linkFieldError, linkFieldsError } from './messages.ts'
import { findLink, toLink, type LinkRow } from './read.ts'
import { paymentLinks } from './schema.ts'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>

/** The audit log's entity name (the panel words it "o link de pagamento «…»"). */
export const LINK_ENTITY = 'payment_link'

/** Gateway types whose charges can be split in installments. */
const INSTALLMENT_TYPES = new Set(['creditcard', 'pix-installment'])

type LinkColumns = Omit<
  typeof paymentLinks.$inferInsert,
  'id' | 'appId' | 'createdAt' | 'updatedAt'
>

function columnsOf(values: LinkValues, slug: string): LinkColumns {
  return {
    slug,
    title: values.title,
    description: values.description,
    imageUrl: values.image_url,
    amountMode: values.amount_mode,
    amountCents: values.amount_cents,
    minCents: values.min_cents,
    gatewayIds: values.gateway_ids,
    maxInstallments: values.max_installments,
    expiresAt: values.expires_at === null ? null : new Date(values.expires_at),
    quantityLimit: values.quantity_limit,
    askAddress: values.ask_address,
    active: values.active,
  }
}

/** What the audit log compares: the fields people edit. */
function auditedFields(row: LinkColumns): Record<string, unknown> {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    image_url: row.imageUrl ?? null,
    amount_mode: row.amountMode,
    amount_cents: row.amountCents ?? null,
    min_cents: row.minCents ?? null,
    gateway_ids: row.gatewayIds,
    max_installments: row.maxInstallments,
    expires_at: row.expiresAt?.toISOString() ?? null,
    quantity_limit: row.quantityLimit ?? null,
    ask_address: row.askAddress,
    active: row.active,
  }
}

function auditOf(action: AuditRecord['action'], row: LinkRow, changes: FieldChanges): AuditRecord {
  return {
    area: 'payments',
    action,
    entity: LINK_ENTITY,
    entityId: row.id,
    label: row.title,
    changes,
  }
}

/**
 * What only the store's data can tell: the methods are the store's active gateways (a static
 * pix has one amount of its own, so it cannot take a link's), installments stay within the
 * installments setup and what the card gateways allow, and a new or changed expiry is in the
 * future. Every problem found is answered at once, one message per field.
 */
async function checkAgainstStore(
  db: Database,
  appId: number,
  values: LinkValues,
  { now, expiryChanged, lang }: { now: Date; expiryChanged: boolean; lang: Lang },
): Promise<void> {
  const fields: Record<string, string> = {}
  const found = await db
    .select({
      id: gateways.id,
      type: gateways.type,
      active: gateways.active,
      settings: gateways.settings,
    })
    .from(gateways)
    .where(and(eq(gateways.appId, appId), inArray(gateways.id, values.gateway_ids)))
  if (found.length !== values.gateway_ids.length || found.some((gateway) => !gateway.active)) {
    fields.gateway_ids = linkMessage(lang, 'gatewayUnavailable')
  } else if (found.some((gateway) => gateway.type === 'static-pix')) {
    fields.gateway_ids = linkMessage(lang, 'staticPix')
  }
  if (values.max_installments > 1 && !fields.gateway_ids) {
    const splitting = found.filter((gateway) => INSTALLMENT_TYPES.has(gateway.type))
    if (splitting.length === 0) {
      fields.max_installments = linkMessage(lang, 'noInstallments')
    } else {
      const setup = await getInstallments(db, appId)
      const byGateways = Math.max(
        ...splitting.map((gateway) => Number(gateway.settings.max_installments ?? 1)),
      )
      const max = Math.min(setup.max_installments, byGateways)
      if (values.max_installments > max) {
        fields.max_installments = linkMessage(lang, 'tooManyInstallments', { max })
      }
    }
  }
  if (expiryChanged && values.expires_at !== null && Date.parse(values.expires_at) <= +now) {
    fields.expires_at = linkMessage(lang, 'expiresInPast')
  }
  if (Object.keys(fields).length > 0) throw linkFieldsError(fields)
}

/**
 * A slug another link has, of this store or another: a 409 naming the field. Slugs are unique
 * across stores because the public page `/pay/<slug>` names no store.
 */
const slugTaken = (lang: Lang) => linkFieldError(lang, 'slugTaken', 'slug', { status: 409 })

async function slugInUse(db: Database, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(eq(paymentLinks.slug, slug))
  return row !== undefined && row.id !== exceptId
}

/**
 * The first of `base`, `base-2`, `base-3`, … no link has (of any store: slugs are unique across
 * stores), cut so that the suffix fits the slug's maximum.
 */
async function freeSlug(db: Database, base: string): Promise<string> {
  const cut = (text: string, room: number) => text.slice(0, room).replace(/-+$/, '')
  const stem = cut(base, LINK_SLUG_MAX - 4)
  const taken = new Set(
    (
      await db
        .select({ slug: paymentLinks.slug })
        .from(paymentLinks)
        .where(
          or(eq(paymentLinks.slug, cut(base, LINK_SLUG_MAX)), like(paymentLinks.slug, `${stem}%`)),
        )
    ).map((row) => row.slug),
  )
  const whole = cut(base, LINK_SLUG_MAX)
  if (!taken.has(whole)) return whole
  for (let n = 2; ; n++) {
    const candidate = `${cut(base, LINK_SLUG_MAX - String(n).length - 1)}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}

async function sold(db: Database, appId: number, id: number): Promise<number> {
  return (await findLink(db, appId, { id }))?.sold ?? 0
}

export async function createLink(
  { db, clock, config }: Deps,
  access: AppAccess,
  values: LinkValues,
  lang: Lang,
): Promise<PaymentLink> {
  const appId = access.app.id
  const now = clock.now()
  await checkAgainstStore(db, appId, values, { now, expiryChanged: true, lang })
  let slug = values.slug
  if (slug === undefined) slug = await freeSlug(db, slugify(values.title))
  else if (await slugInUse(db, slug)) throw slugTaken(lang)
  const row = await insertLink(db, access, columnsOf(values, slug), now, lang)
  return toLink({ ...row, sold: 0 }, config.publicUrl, now)
}

async function insertLink(
  db: Database,
  access: AppAccess,
  columns: LinkColumns,
  now: Date,
  lang: Lang,
  extraChanges: FieldChanges = {},
): Promise<LinkRow> {
  const appId = access.app.id
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(paymentLinks)
        .values({ appId, ...columns, createdAt: now, updatedAt: now })
        .returning()
      await writeAudit(
        tx,
        appId,
        actorOf(access.caller),
        now,
        auditOf('create', row!, { ...createdFields(auditedFields(row!)), ...extraChanges }),
      )
      return row!
    })
  } catch (error) {
    // Two saves raced for the same slug.
    if (isUniqueViolation(error)) throw slugTaken(lang)
    throw error
  }
}

/**
 * Replaces the link (a slug left out keeps its own). A save that changes nothing writes
 * nothing: neither the time of the last change nor an audit entry.
 */
export async function updateLink(
  { db, clock, config }: Deps,
  access: AppAccess,
  linkId: number,
  values: LinkValues,
  lang: Lang,
): Promise<PaymentLink> {
  const appId = access.app.id
  const now = clock.now()
  const current = await findLink(db, appId, { id: linkId })
  if (!current) throw linkError(404, lang, 'linkNotFound')
  const slug = values.slug ?? current.slug
  const expiryChanged = (current.expiresAt?.toISOString() ?? null) !== normalIso(values.expires_at)
  await checkAgainstStore(db, appId, values, { now, expiryChanged, lang })
  if (slug !== current.slug && (await slugInUse(db, slug, linkId))) throw slugTaken(lang)
  const columns = columnsOf(values, slug)
  const row = await writeChanges(db, access, current, columns, now, lang)
  return toLink({ ...row, sold: await sold(db, appId, linkId) }, config.publicUrl, now)
}

function normalIso(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString()
}

/** Writes the columns that differ, with their audit entry; the row as it then stands. */
async function writeChanges(
  db: Database,
  access: AppAccess,
  current: LinkRow,
  columns: Partial<LinkColumns>,
  now: Date,
  lang: Lang,
): Promise<LinkRow> {
  const appId = access.app.id
  const before = auditedFields(current)
  const after = auditedFields({ ...current, ...columns })
  const changes = changedFields(before, after)
  if (Object.keys(changes).length === 0) return current
  try {
    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(paymentLinks)
        .set({ ...columns, updatedAt: now })
        .where(and(eq(paymentLinks.appId, appId), eq(paymentLinks.id, current.id)))
        .returning()
      if (!updated) throw linkError(404, lang, 'linkNotFound')
      await writeAudit(tx, appId, actorOf(access.caller), now, auditOf('update', updated, changes))
      return updated
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(lang)
    throw error
  }
}

/** Switches the link on or off (how a link with payments leaves the store's offer). */
export async function setLinkActive(
  { db, clock, config }: Deps,
  access: AppAccess,
  linkId: number,
  active: boolean,
  lang: Lang,
): Promise<PaymentLink> {
  const appId = access.app.id
  const now = clock.now()
  const current = await findLink(db, appId, { id: linkId })
  if (!current) throw linkError(404, lang, 'linkNotFound')
  const row = await writeChanges(db, access, current, { active }, now, lang)
  return toLink({ ...row, sold: current.sold }, config.publicUrl, now)
}

/**
 * A copy of the link under the first free slug of `<slug>-copia`, `<slug>-copia-2`, …, titled
 * "(cópia)", switched off so that it is not offered before it is looked over.
 */
export async function duplicateLink(
  { db, clock, config }: Deps,
  access: AppAccess,
  linkId: number,
  lang: Lang,
): Promise<PaymentLink> {
  const appId = access.app.id
  const now = clock.now()
  const current = await findLink(db, appId, { id: linkId })
  if (!current) throw linkError(404, lang, 'linkNotFound')
  const base = `${current.slug.slice(0, LINK_SLUG_MAX - '-copia-99'.length).replace(/-+$/, '')}-copia`
  const slug = await freeSlug(db, base)
  const suffix = ' (cópia)'
  const title =
    current.title.length + suffix.length <= LINK_TITLE_MAX
      ? `${current.title}${suffix}`
      : current.title
  const {
    id: _id,
    appId: _app,
    createdAt: _created,
    updatedAt: _updated,
    sold: _sold,
    ...copied
  } = current
  const row = await insertLink(db, access, { ...copied, slug, title, active: false }, now, lang, {
    duplicated_from: { before: null, after: current.id },
  })
  return toLink({ ...row, sold: 0 }, config.publicUrl, now)
}

/**
 * Deletes a link no payment went through. Once one did, the payment names it in the store's
 * history, so it stays: the merchant deactivates it instead. The row lock keeps a payment
 * being created through it (whose foreign key check shares the lock) from slipping in between
 * the count and the delete.
 */
export async function deleteLink(
  { db, clock }: Deps,
  access: AppAccess,
  linkId: number,
  lang: Lang,
): Promise<void> {
  const appId = access.app.id
  const now = clock.now()
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(paymentLinks)
      .where(and(eq(paymentLinks.appId, appId), eq(paymentLinks.id, linkId)))
      .for('update')
    if (!current) throw linkError(404, lang, 'linkNotFound')
    const [used] = await tx
      .select({ count: count() })
      .from(payments)
      .where(and(eq(payments.appId, appId), eq(payments.linkId, linkId)))
    if (used!.count > 0) {
      throw linkError(409, lang, 'linkHasPayments', { payments_count: used!.count })
    }
    await tx
      .delete(paymentLinks)
      .where(and(eq(paymentLinks.appId, appId), eq(paymentLinks.id, linkId)))
    await writeAudit(
      tx,
      appId,
      actorOf(access.caller),
      now,
      auditOf('delete', current, deletedFields(auditedFields(current))),
    )
  })
}
