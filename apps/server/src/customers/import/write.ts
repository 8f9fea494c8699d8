import type { CustomerValues } from '@vitrine/api'
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { customers } from '../schema.ts'
import { columnsOf, customerColumns } from '../rows.ts'
import { rowsOf } from '../../db/rows.ts'

/*
 * Writing many rows at once. Each batch is one statement per table whose rows travel as a
 * single JSON parameter read back with json_to_recordset: the database parses it natively, and
 * the query builder does not walk thousands of parameters (building a 500-row multi-row
 * INSERT cost more than running it). So a hundred thousand customers take a few hundred
 * statements, each cheap to build.
 */

/**
 * Rows as one parameter, for json_to_recordset. As json, not jsonb: the text is only checked
 * on the way in and parsed once, by the function, rather than built into a jsonb value first.
 */
export const jsonRows = (rows: readonly object[]): SQL => sql`${JSON.stringify(rows)}::json`

/** A text[] literal ({"a","b \"c\""}), so that a list travels as one parameter. */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`
}

/** The stored columns (rows.ts) under their SQL names, as json_to_recordset reads them. */
export function storedColumns(values: CustomerValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(columnsOf(values)).map(([key, value]) => [
      customerColumns[key as keyof typeof customerColumns].name,
      value,
    ]),
  )
}

/** The record type of `storedColumns` for json_to_recordset. */
const CUSTOMER_RECORD = sql.raw(
  'name text, sort_name text, email text, document text, document_kind text, phone text, ' +
    'birth_date date, addresses jsonb, tags text[], notes text, marketing_consent boolean',
)

/** Inserts the customers; answers their ids in the order given. */
export async function insertCustomers(
  db: Database,
  appId: number,
  rows: readonly CustomerValues[],
  now: Date,
): Promise<number[]> {
  if (rows.length === 0) return []
  const at = sql`${now.toISOString()}::timestamptz`
  const result = await db.execute(sql`
    insert into ${customers} (app_id, name, sort_name, email, document, document_kind, phone,
      birth_date, addresses, tags, notes, marketing_consent, created_at, updated_at)
    select ${appId}, r.name, r.sort_name, r.email, r.document, r.document_kind, r.phone,
      r.birth_date, r.addresses, r.tags, r.notes, r.marketing_consent, ${at}, ${at}
    from json_to_recordset(${jsonRows(rows.map(storedColumns))}) as r(${CUSTOMER_RECORD})
    returning id, email, document`)
  // RETURNING's order is not promised: match by e-mail or document, unique within the batch.
  const ids = new Map<string, number>()
  for (const row of rowsOf<{ id: unknown; email: string | null; document: string | null }>(
    result,
  )) {
    ids.set(row.email ? `e:${row.email}` : `d:${row.document}`, Number(row.id))
  }
  return rows.map((values) => {
    const id = ids.get(values.email ? `e:${values.email}` : `d:${values.document}`)
    if (id === undefined) throw new Error('An inserted customer was not returned')
    return id
  })
}

/** Replaces the editable fields of the app's customers with the values given for each id. */
export async function updateCustomers(
  db: Database,
  appId: number,
  rows: readonly { id: number; values: CustomerValues }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return
  const records = rows.map(({ id, values }) => ({ id, ...storedColumns(values) }))
  await db.execute(sql`
    update ${customers} as c set
      name = v.name, sort_name = v.sort_name, email = v.email, document = v.document,
      document_kind = v.document_kind, phone = v.phone, birth_date = v.birth_date,
      addresses = v.addresses, tags = v.tags, notes = v.notes,
      marketing_consent = v.marketing_consent, updated_at = ${now.toISOString()}::timestamptz
    from json_to_recordset(${jsonRows(records)}) as v(id bigint, ${CUSTOMER_RECORD})
    where c.app_id = ${appId} and c.id = v.id`)
}
