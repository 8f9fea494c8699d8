import type { Customer, CustomerValues } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq, ne, or, type SQL } from 'drizzle-orm'
import type { AppAccess } from '../access/require-access.ts'
import { changedFields, createdFields, deletedFields } from '../audit/diff.ts'
import { actorOf, writeAudit, type AuditRecord } from '../audit/write.ts'
import { isUniqueViolation } from '../db/errors.ts'
import type { Database } from '../db/client.ts'
import { customers } from './schema.ts'
import type { AppDeps } from '../http/context.ts'
import { CUSTOMER_ENTITY } from './activity.ts'
import { customerError, customerMessage } from './messages.ts'
import { forgetCustomer } from './personal-data.ts'
import {
  columnsOf,
  customerColumns,
  editableFields,
  toCustomer,
  type StoredCustomer,
} from './rows.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>

/**
 * Another customer of the app with the same e-mail or document: a 409 naming each clashing
 * field, as the form shows it beside the field.
 */
async function ensureUnique(
  db: Database,
  appId: number,
  values: CustomerValues,
  exceptId: number | null,
  lang: Lang,
): Promise<void> {
  const same: SQL[] = []
  if (values.email) same.push(eq(customers.email, values.email))
  if (values.document) same.push(eq(customers.document, values.document))
  if (same.length === 0) return
  const conditions = [eq(customers.appId, appId), or(...same)!]
  if (exceptId !== null) conditions.push(ne(customers.id, exceptId))
  const clashes = await db
    .select({ email: customers.email, document: customers.document })
    .from(customers)
    .where(and(...conditions))
    .limit(2)
  const fields: Record<string, string> = {}
  if (values.email && clashes.some((row) => row.email === values.email)) {
    fields.email = customerMessage(lang, 'emailInUse')
  }
  if (values.document && clashes.some((row) => row.document === values.document)) {
    fields.document = customerMessage(lang, 'documentInUse')
  }
  if (fields.email) throw customerError(409, lang, 'emailInUse', { fields })
  if (fields.document) throw customerError(409, lang, 'documentInUse', { fields })
}

/**
 * Runs a change; a unique index refusing it means another request took the e-mail or the
 * document in between our check and the write, which reads as the same 409.
 */
async function guarded<T>(
  db: Database,
  appId: number,
  values: CustomerValues,
  exceptId: number | null,
  lang: Lang,
  change: () => Promise<T>,
): Promise<T> {
  await ensureUnique(db, appId, values, exceptId, lang)
  try {
    return await change()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    await ensureUnique(db, appId, values, exceptId, lang)
    throw error
  }
}

function auditOf(
  action: AuditRecord['action'],
  row: StoredCustomer,
  changes: AuditRecord['changes'],
): AuditRecord {
  return {
    area: 'customers',
    action,
    entity: CUSTOMER_ENTITY,
    entityId: row.id,
    label: row.name,
    changes,
  }
}

/** The app's customer, or undefined; `lock` holds it until the transaction ends. */
async function findCustomer(db: Database, appId: number, customerId: number, lock = false) {
  const query = db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.appId, appId), eq(customers.id, customerId)))
  const [row] = await (lock ? query.for('update') : query)
  return row
}

export async function getCustomer(
  db: Database,
  appId: number,
  customerId: number,
  lang: Lang,
): Promise<Customer> {
  const row = await findCustomer(db, appId, customerId)
  if (!row) throw customerError(404, lang, 'customerNotFound')
  return toCustomer(row)
}

export async function createCustomer(
  { db, clock }: Deps,
  access: AppAccess,
  values: CustomerValues,
  lang: Lang,
): Promise<Customer> {
  const appId = access.app.id
  const now = clock.now()
  const row = await guarded(db, appId, values, null, lang, () =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(customers)
        .values({ appId, ...columnsOf(values), createdAt: now, updatedAt: now })
        .returning(customerColumns)
      await writeAudit(
        tx,
        appId,
        actorOf(access.caller),
        now,
        auditOf('create', created!, createdFields({ ...editableFields(created!) })),
      )
      return created!
    }),
  )
  return toCustomer(row)
}

/**
 * Replaces the editable fields. A save that changes nothing writes nothing: neither the time
 * of the last change nor an entry in the log.
 */
export async function updateCustomer(
  { db, clock }: Deps,
  access: AppAccess,
  customerId: number,
  values: CustomerValues,
  lang: Lang,
): Promise<Customer> {
  const appId = access.app.id
  const now = clock.now()
  // Not found before taken: a missing customer is a 404 whatever the body clashes with.
  if (!(await findCustomer(db, appId, customerId))) {
    throw customerError(404, lang, 'customerNotFound')
  }
  const row = await guarded(db, appId, values, customerId, lang, () =>
    db.transaction(async (tx) => {
      const current = await findCustomer(tx, appId, customerId, true)
      if (!current) throw customerError(404, lang, 'customerNotFound')
      const changes = changedFields({ ...editableFields(current) }, { ...values })
      if (Object.keys(changes).length === 0) return current
      const [updated] = await tx
        .update(customers)
        .set({ ...columnsOf(values), updatedAt: now })
        .where(and(eq(customers.appId, appId), eq(customers.id, customerId)))
        .returning(customerColumns)
      await writeAudit(tx, appId, actorOf(access.caller), now, auditOf('update', updated!, changes))
      return updated!
    }),
  )
  return toCustomer(row)
}

/**
 * Deletes a customer without history. One with purchases or subscriptions stays: those are
 * part of the store's records (and the areas that keep them point at the customer).
 */
export async function deleteCustomer(
  { db, clock }: Deps,
  access: AppAccess,
  customerId: number,
  lang: Lang,
): Promise<void> {
  const appId = access.app.id
  const now = clock.now()
  await db.transaction(async (tx) => {
    const current = await findCustomer(tx, appId, customerId, true)
    if (!current) throw customerError(404, lang, 'customerNotFound')
    if (current.purchasesCount > 0 || current.subscriptionsCount > 0) {
      throw customerError(409, lang, 'customerHasHistory', {
        purchases_count: current.purchasesCount,
        subscriptions_count: current.subscriptionsCount,
      })
    }
    await tx.delete(customers).where(and(eq(customers.appId, appId), eq(customers.id, customerId)))
    await writeAudit(
      tx,
      appId,
      actorOf(access.caller),
      now,
      auditOf('delete', current, deletedFields({ ...editableFields(current) })),
    )
    await forgetCustomer(tx, appId, customerId)
  })
}
