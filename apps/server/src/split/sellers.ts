import {
  digitsOnly,
  initialSellerStatus,
  normalizeDocument,
  reactivatedStatus,
  SELLER_PAGE_SIZE,
  splitError,
  splitFieldError,
  type Seller,
  type SellerFilters,
  type SellerPage,
  type SellerStatus,
  type SellerValues,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, desc, eq, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import type { AppAccess } from '../access/require-access.ts'
import { changedFields, createdFields } from '../audit/diff.ts'
import { actorOf, writeAudit, type AuditRecord, type FieldChanges } from '../audit/write.ts'
import { foldName } from '../customers/names.ts'
import { startsWithPattern } from '../customers/search.ts'
import type { Database } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { decodeCursor, encodeCursor } from '../http/cursor.ts'
import type { AppDeps } from '../http/context.ts'
import { splitGatewayOf } from './gateways.ts'
import { sellerScopeCondition, type SellerScope } from './seller-scope.ts'
import { splitSellers } from './schema.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>
type SellerRow = typeof splitSellers.$inferSelect

/** The audit log's entity name (the panel words it "o vendedor «…»"). */
export const SELLER_ENTITY = 'split_seller'

export function toSeller(row: SellerRow): Seller {
  return {
    id: row.id,
    gateway_id: row.gatewayId,
    name: row.name,
    document: row.document,
    document_kind: row.document.length === 11 ? 'cpf' : 'cnpj',
    email: row.email,
    payout: row.payout,
    provider_account: row.providerAccount,
    status: row.status,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** What the audit log compares: the fields people edit, and the status. */
function auditedFields(row: SellerRow): Record<string, unknown> {
  return {
    gateway_id: row.gatewayId,
    name: row.name,
    document: row.document,
    email: row.email,
    payout: row.payout,
    provider_account: row.providerAccount,
    status: row.status,
  }
}

function auditOf(
  action: AuditRecord['action'],
  row: SellerRow,
  changes: FieldChanges,
): AuditRecord {
  return {
    area: 'payments',
    action,
    entity: SELLER_ENTITY,
    entityId: row.id,
    label: row.name,
    changes,
  }
}

/** Digits a search needs before it also looks at documents (as the customers' search). */
const MIN_DIGITS = 3

/**
 * Every word typed starts a word of the name (accents and case ignored), or — with three
 * digits or more — the document starts with what was typed. A gateway's sellers are a few
 * hundred at most, read through its index; no index of their own is needed for this.
 */
function searchCondition(q: string): SQL | undefined {
  const words = foldName(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
  const parts: SQL[] = []
  if (words.length > 0) {
    const name = sql`(' ' || ${splitSellers.searchName})`
    parts.push(
      sql.join(
        words.map((word) => sql`${name} like ${`% ${startsWithPattern(word)}`}`),
        sql` and `,
      ),
    )
  }
  if (digitsOnly(q).length >= MIN_DIGITS) {
    parts.push(sql`${splitSellers.document} like ${startsWithPattern(normalizeDocument(q))}`)
  }
  return parts.length > 0 ? or(...parts) : undefined
}

export async function listSellers(
  db: Database,
  appId: number,
  gatewayId: number,
  query: SellerFilters & { cursor?: string; limit?: number },
  lang: Lang,
  scope: SellerScope = null,
): Promise<SellerPage> {
  await splitGatewayOf(db, appId, gatewayId, lang)
  const { cursor, limit = SELLER_PAGE_SIZE, q, status } = query
  const conditions: SQL[] = [
    eq(splitSellers.appId, appId),
    eq(splitSellers.gatewayId, gatewayId),
    sellerScopeCondition(scope),
  ]
  if (cursor !== undefined) conditions.push(lt(splitSellers.id, decodeCursor(cursor, lang)))
  const search = q ? searchCondition(q) : undefined
  if (search) conditions.push(search)
  if (status) conditions.push(eq(splitSellers.status, status))
  const rows = await db
    .select()
    .from(splitSellers)
    .where(and(...conditions))
    .orderBy(desc(splitSellers.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map(toSeller),
    next_cursor: rows.length > limit && last ? encodeCursor(last.id) : null,
  }
}

async function findSeller(
  db: Database,
  appId: number,
  gatewayId: number,
  sellerId: number,
  lang: Lang,
  { lock = false, scope = null }: { lock?: boolean; scope?: SellerScope } = {},
): Promise<SellerRow> {
  const query = db
    .select()
    .from(splitSellers)
    .where(
      and(
        eq(splitSellers.appId, appId),
        eq(splitSellers.gatewayId, gatewayId),
        eq(splitSellers.id, sellerId),
        sellerScopeCondition(scope),
      ),
    )
  const [row] = await (lock ? query.for('update') : query)
  if (!row) throw splitError(404, lang, 'sellerNotFound')
  return row
}

export async function getSeller(
  db: Database,
  appId: number,
  gatewayId: number,
  sellerId: number,
  lang: Lang,
  scope: SellerScope = null,
): Promise<Seller> {
  await splitGatewayOf(db, appId, gatewayId, lang)
  return toSeller(await findSeller(db, appId, gatewayId, sellerId, lang, { scope }))
}

const columnsOf = (values: SellerValues) => ({
  name: values.name,
  searchName: foldName(values.name),
  document: values.document,
  email: values.email,
  payout: values.payout,
  providerAccount: values.provider_account,
})

/**
 * A document, or an account at the provider, another seller of the gateway has: a 409 on its
 * field. Checked before writing for the message, and by the unique keys for a race.
 */
async function checkUnique(
  db: Database,
  appId: number,
  gatewayId: number,
  values: SellerValues,
  lang: Lang,
  exceptId?: number,
): Promise<void> {
  const taken = await db
    .select({ document: splitSellers.document, account: splitSellers.providerAccount })
    .from(splitSellers)
    .where(
      and(
        eq(splitSellers.appId, appId),
        eq(splitSellers.gatewayId, gatewayId),
        exceptId === undefined ? undefined : ne(splitSellers.id, exceptId),
        values.provider_account === null
          ? eq(splitSellers.document, values.document)
          : or(
              eq(splitSellers.document, values.document),
              eq(splitSellers.providerAccount, values.provider_account),
            ),
      ),
    )
  if (taken.some((row) => row.document === values.document)) throw documentTaken(lang)
  if (taken.length > 0) throw splitFieldError(lang, 'providerAccountTaken', 'provider_account', 409)
}

const documentTaken = (lang: Lang) => splitFieldError(lang, 'documentTaken', 'document', 409)

/** A race lost to another save of the same document or account: the same 409 as the check. */
function raced(error: unknown, lang: Lang): unknown {
  if (!isUniqueViolation(error)) return error
  const text = String((error as { cause?: { constraint?: string } }).cause?.constraint ?? '')
  return text.includes('provider_account')
    ? splitFieldError(lang, 'providerAccountTaken', 'provider_account', 409)
    : documentTaken(lang)
}

/** A new seller: active at once on a sandbox gateway (the sandbox verifies), pending otherwise. */
export async function createSeller(
  { db, clock }: Deps,
  access: AppAccess,
  gatewayId: number,
  values: SellerValues,
  lang: Lang,
): Promise<Seller> {
  const appId = access.app.id
  const now = clock.now()
  const gateway = await splitGatewayOf(db, appId, gatewayId, lang)
  await checkUnique(db, appId, gatewayId, values, lang)
  const status = initialSellerStatus(gateway.environment)
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(splitSellers)
        .values({
          appId,
          gatewayId,
          ...columnsOf(values),
          status,
          verifiedAt: status === 'active' ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      await writeAudit(
        tx,
        appId,
        actorOf(access.caller),
        now,
        auditOf('create', inserted!, createdFields(auditedFields(inserted!))),
      )
      return inserted!
    })
    return toSeller(row)
  } catch (error) {
    throw raced(error, lang)
  }
}

/** Writes the columns that differ, with their audit entry, under the row's lock. */
async function writeChanges(
  { db, clock }: Deps,
  access: AppAccess,
  gatewayId: number,
  sellerId: number,
  lang: Lang,
  change: (current: SellerRow) => Partial<SellerRow>,
): Promise<Seller> {
  const appId = access.app.id
  const now = clock.now()
  await splitGatewayOf(db, appId, gatewayId, lang)
  try {
    const row = await db.transaction(async (tx) => {
      const current = await findSeller(tx, appId, gatewayId, sellerId, lang, { lock: true })
      const columns = change(current)
      const changes = changedFields(
        auditedFields(current),
        auditedFields({ ...current, ...columns }),
      )
      if (Object.keys(changes).length === 0) return current
      const [updated] = await tx
        .update(splitSellers)
        .set({ ...columns, updatedAt: now })
        .where(and(eq(splitSellers.appId, appId), eq(splitSellers.id, sellerId)))
        .returning()
      await writeAudit(tx, appId, actorOf(access.caller), now, auditOf('update', updated!, changes))
      return updated!
    })
    return toSeller(row)
  } catch (error) {
    throw raced(error, lang)
  }
}

/**
 * Replaces the seller's fields; the status stays (the sandbox verified it; a real provider
 * would be asked again about a new document or account, when there is one).
 */
export async function updateSeller(
  deps: Deps,
  access: AppAccess,
  gatewayId: number,
  sellerId: number,
  values: SellerValues,
  lang: Lang,
): Promise<Seller> {
  await checkUnique(deps.db, access.app.id, gatewayId, values, lang, sellerId)
  return writeChanges(deps, access, gatewayId, sellerId, lang, () => columnsOf(values))
}

/**
 * Suspends or reactivates the seller (again: nothing changes, nothing is logged). A suspended
 * seller can no longer enter a rule; a rule already naming it is the rules' business (the
 * next save must leave it out). Reactivated, it is active again once it had been verified.
 */
export function setSellerSuspended(
  deps: Deps,
  access: AppAccess,
  gatewayId: number,
  sellerId: number,
  suspended: boolean,
  lang: Lang,
): Promise<Seller> {
  return writeChanges(deps, access, gatewayId, sellerId, lang, (current) => {
    if (suspended) return { status: 'suspended' satisfies SellerStatus }
    if (current.status !== 'suspended') return {}
    return { status: reactivatedStatus(current.verifiedAt) }
  })
}
