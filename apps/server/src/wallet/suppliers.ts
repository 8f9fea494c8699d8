import {
  digitsOnly,
  normalizeDocument,
  walletError,
  walletFieldError,
  WALLET_PAGE_SIZE,
  type Supplier,
  type SupplierFilters,
  type SupplierPage,
  type SupplierValues,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, desc, eq, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import type { AppAccess } from '../access/require-access.ts'
import { changedFields, createdFields } from '../audit/diff.ts'
import { actorOf, writeAudit, type AuditRecord, type FieldChanges } from '../audit/write.ts'
import { foldName } from '../customers/names.ts'
import { startsWithPattern } from '../customers/search.ts'
import type { Database } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { decodeCursor, encodeCursor } from '../http/cursor.ts'
import type { AppDeps } from '../http/context.ts'
import { walletPayouts, walletSuppliers } from './schema.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>
type SupplierRow = typeof walletSuppliers.$inferSelect

/** The audit log's entity name (the panel words it "o fornecedor «…»"). */
export const SUPPLIER_ENTITY = 'wallet_supplier'

/**
 * What was paid out to each supplier so far, and when last (paid_out payouts only). The outer
 * table is named in full: drizzle writes a one-table select's columns unqualified, which inside
 * this subquery would name the payout's own.
 */
const paidOut = (what: SQL) => sql`(
  select ${what} from ${walletPayouts} wp
  where wp.app_id = wallet_suppliers.app_id and wp.supplier_id = wallet_suppliers.id
    and wp.status = 'paid_out')`

const paidColumns = {
  paidCents: paidOut(sql`coalesce(sum(wp.amount_cents), 0)`).mapWith(Number),
  lastPaidAt: paidOut(sql`max(wp.paid_out_at)`),
}

interface ListedSupplier {
  row: SupplierRow
  paidCents: string | number
  lastPaidAt: unknown
}

const isoOf = (value: unknown) =>
  value == null ? null : (value instanceof Date ? value : new Date(String(value))).toISOString()

export function toSupplier({ row, paidCents, lastPaidAt }: ListedSupplier): Supplier {
  return {
    id: row.id,
    name: row.name,
    document: row.document,
    document_kind: row.document.length === 11 ? 'cpf' : 'cnpj',
    email: row.email,
    category: row.category,
    destination: row.destination,
    archived: row.archivedAt !== null,
    paid_cents: Number(paidCents),
    last_paid_at: isoOf(lastPaidAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** One supplier of the store (undefined when it is not the store's), held if asked. */
export async function findSupplier(
  db: Database,
  appId: number,
  supplierId: number,
  { lock, share }: { lock?: boolean; share?: boolean } = {},
): Promise<SupplierRow | undefined> {
  const query = db
    .select()
    .from(walletSuppliers)
    .where(and(eq(walletSuppliers.appId, appId), eq(walletSuppliers.id, supplierId)))
  const [row] = await (lock ? query.for('update') : share ? query.for('share') : query)
  return row
}

async function readSupplier(db: Database, appId: number, supplierId: number, lang: Lang) {
  const [found] = await db
    .select({ row: walletSuppliers, ...paidColumns })
    .from(walletSuppliers)
    .where(and(eq(walletSuppliers.appId, appId), eq(walletSuppliers.id, supplierId)))
  if (!found) throw walletError(404, lang, 'supplierNotFound')
  return toSupplier(found)
}

export function getSupplier(db: Database, appId: number, supplierId: number, lang: Lang) {
  return readSupplier(db, appId, supplierId, lang)
}

/** Digits a search needs before it also looks at documents (as the customers' search). */
const MIN_DIGITS = 3

/** Every word typed starts a word of the name, or — three digits or more — the document's start. */
function searchCondition(q: string): SQL | undefined {
  const words = foldName(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
  const parts: SQL[] = []
  if (words.length > 0) {
    const name = sql`(' ' || ${walletSuppliers.searchName})`
    parts.push(
      sql.join(
        words.map((word) => sql`${name} like ${`% ${startsWithPattern(word)}`}`),
        sql` and `,
      ),
    )
  }
  if (digitsOnly(q).length >= MIN_DIGITS) {
    parts.push(sql`${walletSuppliers.document} like ${startsWithPattern(normalizeDocument(q))}`)
  }
  return parts.length > 0 ? or(...parts) : undefined
}

/** Newest first; archived suppliers only when `archived=true` (hidden by default). */
export async function listSuppliers(
  db: Database,
  appId: number,
  query: SupplierFilters & { cursor?: string; limit?: number },
  lang: Lang,
): Promise<SupplierPage> {
  const { cursor, limit = WALLET_PAGE_SIZE, q, category, archived } = query
  const conditions: (SQL | undefined)[] = [
    eq(walletSuppliers.appId, appId),
    archived === 'true'
      ? isNotNull(walletSuppliers.archivedAt)
      : isNull(walletSuppliers.archivedAt),
  ]
  if (cursor !== undefined) conditions.push(lt(walletSuppliers.id, decodeCursor(cursor, lang)))
  if (q) conditions.push(searchCondition(q))
  if (category) conditions.push(eq(walletSuppliers.category, category))
  const rows = await db
    .select({ row: walletSuppliers, ...paidColumns })
    .from(walletSuppliers)
    .where(and(...conditions))
    .orderBy(desc(walletSuppliers.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map(toSupplier),
    next_cursor: rows.length > limit && last ? encodeCursor(last.row.id) : null,
  }
}

const columnsOf = (values: SupplierValues) => ({
  name: values.name,
  searchName: foldName(values.name),
  document: values.document,
  email: values.email,
  category: values.category,
  destination: values.destination,
})

const auditedFields = (row: SupplierRow): Record<string, unknown> => ({
  name: row.name,
  document: row.document,
  email: row.email,
  category: row.category,
  destination: row.destination,
  archived: row.archivedAt !== null,
})

const auditOf = (action: AuditRecord['action'], row: SupplierRow, changes: FieldChanges) => ({
  area: 'payments' as const,
  action,
  entity: SUPPLIER_ENTITY,
  entityId: row.id,
  label: row.name,
  changes,
})

const documentTaken = (lang: Lang) =>
  walletFieldError(409, lang, 'supplierDocumentTaken', 'document')

/** A document another supplier of the store has: 409 on `document` (the unique key for a race). */
async function checkDocument(
  db: Database,
  appId: number,
  document: string,
  lang: Lang,
  exceptId?: number,
) {
  const [taken] = await db
    .select({ id: walletSuppliers.id })
    .from(walletSuppliers)
    .where(
      and(
        eq(walletSuppliers.appId, appId),
        eq(walletSuppliers.document, document),
        exceptId === undefined ? undefined : ne(walletSuppliers.id, exceptId),
      ),
    )
  if (taken) throw documentTaken(lang)
}

const raced = (error: unknown, lang: Lang) =>
  isUniqueViolation(error) ? documentTaken(lang) : error

export async function createSupplier(
  { db, clock }: Deps,
  access: AppAccess,
  values: SupplierValues,
  lang: Lang,
): Promise<Supplier> {
  const appId = access.app.id
  const now = clock.now()
  await checkDocument(db, appId, values.document, lang)
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(walletSuppliers)
        .values({ appId, ...columnsOf(values), createdAt: now, updatedAt: now })
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
    return toSupplier({ row, paidCents: 0, lastPaidAt: null })
  } catch (error) {
    throw raced(error, lang)
  }
}

/** Writes the columns that differ, with their audit entry, under the row's lock. */
async function writeChanges(
  { db, clock }: Deps,
  access: AppAccess,
  supplierId: number,
  lang: Lang,
  change: (current: SupplierRow, now: Date) => Partial<SupplierRow>,
): Promise<Supplier> {
  const appId = access.app.id
  const now = clock.now()
  try {
    await db.transaction(async (tx) => {
      const current = await findSupplier(tx, appId, supplierId, { lock: true })
      if (!current) throw walletError(404, lang, 'supplierNotFound')
      const columns = change(current, now)
      const changes = changedFields(
        auditedFields(current),
        auditedFields({ ...current, ...columns }),
      )
      if (Object.keys(changes).length === 0) return
      await tx
        .update(walletSuppliers)
        .set({ ...columns, updatedAt: now })
        .where(and(eq(walletSuppliers.appId, appId), eq(walletSuppliers.id, supplierId)))
      const updated = { ...current, ...columns }
      await writeAudit(tx, appId, actorOf(access.caller), now, auditOf('update', updated, changes))
    })
  } catch (error) {
    throw raced(error, lang)
  }
  return readSupplier(db, appId, supplierId, lang)
}

export async function updateSupplier(
  deps: Deps,
  access: AppAccess,
  supplierId: number,
  values: SupplierValues,
  lang: Lang,
): Promise<Supplier> {
  if (!(await findSupplier(deps.db, access.app.id, supplierId))) {
    throw walletError(404, lang, 'supplierNotFound')
  }
  await checkDocument(deps.db, access.app.id, values.document, lang, supplierId)
  return writeChanges(deps, access, supplierId, lang, () => columnsOf(values))
}

/** Archived suppliers stay in the history and cannot be paid; archiving again changes nothing. */
export function setSupplierArchived(
  deps: Deps,
  access: AppAccess,
  supplierId: number,
  archived: boolean,
  lang: Lang,
): Promise<Supplier> {
  return writeChanges(deps, access, supplierId, lang, (current, now) => {
    if (archived === (current.archivedAt !== null)) return {}
    return { archivedAt: archived ? now : null }
  })
}
