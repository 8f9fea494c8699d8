import {
  CUSTOM_FIELD_GROUPS,
  CUSTOM_FIELDS_PER_GROUP_MAX,
  customFieldError,
  type CustomField,
  type CustomFieldGroup,
  type CustomFieldValues,
  type PublicCustomField,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { AppDeps } from '../../http/context.ts'
import { checkoutCustomFields } from './schema.ts'

type Row = typeof checkoutCustomFields.$inferSelect

/** The groups in the checkout's order, for sorting in SQL (group, then position). */
const groupOrder = sql`array_position(array[${sql.join(
  CUSTOM_FIELD_GROUPS.map((group) => sql`${group}`),
  sql`, `,
)}]::text[], ${checkoutCustomFields.group})`

function toPublic(row: Row): PublicCustomField {
  return {
    key: row.key,
    group: row.group,
    label: row.label,
    type: row.type,
    placeholder: row.placeholder,
    help_text: row.helpText,
    required: row.required,
    mask: row.mask,
    min_length: row.minLength,
    max_length: row.maxLength,
    min: row.min,
    max: row.max,
    options: row.options,
    visible_when: row.visibleWhen ?? null,
  }
}

function toField(row: Row): CustomField {
  return {
    id: row.id,
    position: row.position,
    ...toPublic(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

async function rowsOf(db: Database, appId: number, group?: CustomFieldGroup): Promise<Row[]> {
  return db
    .select()
    .from(checkoutCustomFields)
    .where(
      and(
        eq(checkoutCustomFields.appId, appId),
        group ? eq(checkoutCustomFields.group, group) : undefined,
      ),
    )
    .orderBy(groupOrder, asc(checkoutCustomFields.position), asc(checkoutCustomFields.id))
}

/** One group's fields in order, or every group's. */
export async function listFields(
  db: Database,
  appId: number,
  group?: CustomFieldGroup,
): Promise<CustomField[]> {
  return (await rowsOf(db, appId, group)).map(toField)
}

/** The store's fields of the five groups, in order, as its public pages get them. */
export async function storePublicFields(db: Database, appId: number): Promise<PublicCustomField[]> {
  return (await rowsOf(db, appId)).map(toPublic)
}

/** The group's rows locked, in order: what a change of its positions works on. */
async function lockGroup(tx: Database, appId: number, group: CustomFieldGroup): Promise<Row[]> {
  return tx
    .select()
    .from(checkoutCustomFields)
    .where(and(eq(checkoutCustomFields.appId, appId), eq(checkoutCustomFields.group, group)))
    .orderBy(asc(checkoutCustomFields.position), asc(checkoutCustomFields.id))
    .for('update')
}

/** Positions 0, 1, 2… in the order given. */
async function renumber(tx: Database, rows: readonly Pick<Row, 'id' | 'position'>[], now: Date) {
  for (const [index, row] of rows.entries()) {
    if (row.position === index) continue
    await tx
      .update(checkoutCustomFields)
      .set({ position: index, updatedAt: now })
      .where(eq(checkoutCustomFields.id, row.id))
  }
}

/**
 * Creates (id null) or replaces a field. A new field, or one moved to another group, goes last
 * in its group (the old group closes the gap). The key is unique per store: 409 on `key`.
 */
export async function saveField(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  appId: number,
  id: number | null,
  values: CustomFieldValues,
  lang: Lang,
): Promise<CustomField> {
  const now = clock.now()
  const columns = {
    key: values.key,
    group: values.group,
    label: values.label,
    type: values.type,
    placeholder: values.placeholder,
    helpText: values.help_text,
    required: values.required,
    mask: values.mask,
    minLength: values.min_length,
    maxLength: values.max_length,
    min: values.min,
    max: values.max,
    options: values.options,
    visibleWhen: values.visible_when,
    updatedAt: now,
  }
  try {
    return await db.transaction(async (tx) => {
      let current: Row | undefined
      if (id !== null) {
        ;[current] = await tx
          .select()
          .from(checkoutCustomFields)
          .where(and(eq(checkoutCustomFields.appId, appId), eq(checkoutCustomFields.id, id)))
          .for('update')
        if (!current) throw customFieldError(404, lang, 'fieldNotFound')
      }
      let position = current?.position ?? 0
      if (!current || current.group !== values.group) {
        const target = await lockGroup(tx, appId, values.group)
        if (target.length >= CUSTOM_FIELDS_PER_GROUP_MAX) {
          const max = CUSTOM_FIELDS_PER_GROUP_MAX
          throw customFieldError(422, lang, 'tooManyFields', { max }, 'group')
        }
        position = target.length
      }
      const [row] = current
        ? await tx
            .update(checkoutCustomFields)
            .set({ ...columns, position })
            .where(eq(checkoutCustomFields.id, current.id))
            .returning()
        : await tx
            .insert(checkoutCustomFields)
            .values({ appId, ...columns, position, createdAt: now })
            .returning()
      if (current && current.group !== values.group) {
        await renumber(tx, await lockGroup(tx, appId, current.group), now)
      }
      return toField(row!)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw customFieldError(409, lang, 'keyTaken', {}, 'key')
    throw error
  }
}

export async function removeField(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  appId: number,
  id: number,
  lang: Lang,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(checkoutCustomFields)
      .where(and(eq(checkoutCustomFields.appId, appId), eq(checkoutCustomFields.id, id)))
      .returning()
    if (!row) throw customFieldError(404, lang, 'fieldNotFound')
    await renumber(tx, await lockGroup(tx, appId, row.group), clock.now())
  })
}

/**
 * Puts a group's fields in the order given, in one transaction: `ids` must be every field of the
 * group once (otherwise 422 on `ids`: the panel's list was stale).
 */
export async function reorderFields(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  appId: number,
  group: CustomFieldGroup,
  ids: readonly number[],
  lang: Lang,
): Promise<CustomField[]> {
  return db.transaction(async (tx) => {
    const rows = await lockGroup(tx, appId, group)
    const byId = new Map(rows.map((row) => [row.id, row]))
    const ordered = ids.map((id) => byId.get(id))
    if (
      new Set(ids).size !== ids.length ||
      ids.length !== rows.length ||
      ordered.some((row) => row === undefined)
    ) {
      throw customFieldError(422, lang, 'orderMismatch', {}, 'ids')
    }
    await renumber(tx, ordered as Row[], clock.now())
    return (await rowsOf(tx, appId, group)).map(toField)
  })
}
