import { AREAS, areaLevel, satisfies, type Grants } from '@vitrine/api'
import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm'

/**
 * A condition for lists whose rows each belong to an area (audit log entries, notifications):
 * a row shows only to whoever reads its area, so a payments-only manager never sees a
 * customer's data in a diff. Filtering in SQL, not after, keeps keyset pages full. Undefined
 * when every area is readable (the owner): no condition at all.
 */
export function readableAreasOnly(area: SQLWrapper, grants: Grants): SQL | undefined {
  const readable = AREAS.filter((candidate) => satisfies(areaLevel(grants, candidate), 'read'))
  if (readable.length === AREAS.length) return undefined
  if (readable.length === 0) return sql`false`
  return inArray(area, readable)
}
