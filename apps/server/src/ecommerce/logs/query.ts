import {
  ApiError,
  LOG_PAGE_SIZE,
  type EcommerceLog,
  type EcommerceLogKind,
  type EcommerceLogPage,
} from '@vitrine/api'
import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { statusText } from '../../http/errors.ts'
import { ecommerceLogs } from './schema.ts'

type LogRow = typeof ecommerceLogs.$inferSelect

const logOf = (row: LogRow): EcommerceLog => ({
  id: row.id,
  at: row.at.toISOString(),
  kind: row.kind,
  subject: row.subject,
  detail: row.detail,
  actor: row.actorName,
})

/** A calendar day's start in São Paulo (UTC-03:00 all year since 2019). */
const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`)
const DAY_MS = 86_400_000

/** `%` and `_` typed by people are letters, not wildcards. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

export interface LogFilters {
  kind?: EcommerceLogKind
  from?: string
  to?: string
  q?: string
  cursor?: string
  limit?: number
}

/** Newest first; the cursor is the last id of the previous page. */
export async function listLogs(
  db: Database,
  appId: number,
  filters: LogFilters,
): Promise<EcommerceLogPage> {
  const limit = filters.limit ?? LOG_PAGE_SIZE
  const conditions: (SQL | undefined)[] = [eq(ecommerceLogs.appId, appId)]
  if (filters.kind) conditions.push(eq(ecommerceLogs.kind, filters.kind))
  if (filters.from) conditions.push(gte(ecommerceLogs.at, dayStart(filters.from)))
  if (filters.to) {
    conditions.push(lt(ecommerceLogs.at, new Date(dayStart(filters.to).getTime() + DAY_MS)))
  }
  if (filters.q) {
    const pattern = `%${literal(filters.q)}%`
    conditions.push(
      or(ilike(ecommerceLogs.subject, pattern), ilike(ecommerceLogs.actorName, pattern)),
    )
  }
  if (filters.cursor !== undefined) conditions.push(lt(ecommerceLogs.id, Number(filters.cursor)))
  const rows = await db
    .select()
    .from(ecommerceLogs)
    .where(and(...conditions))
    .orderBy(desc(ecommerceLogs.id))
    .limit(limit + 1)
  const items = rows.slice(0, limit).map(logOf)
  const last = items.at(-1)
  return { items, next_cursor: rows.length > limit && last ? String(last.id) : null }
}

export async function getLog(db: Database, appId: number, logId: number): Promise<EcommerceLog> {
  const [row] = await db
    .select()
    .from(ecommerceLogs)
    .where(and(eq(ecommerceLogs.appId, appId), eq(ecommerceLogs.id, logId)))
  if (!row) {
    throw new ApiError({
      statusCode: 404,
      statusMessage: statusText(404),
      message: 'Registro não encontrado.',
    })
  }
  return logOf(row)
}
