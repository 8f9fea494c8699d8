import type { AuditPage, Grants } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { auditPage } from '../audit/query.ts'
import type { Database } from '../db/client.ts'

/** What the audit log calls a customer (entity) and where customers' changes are filed. */
export const CUSTOMER_ENTITY = 'customer'

/**
 * One page of a customer's history from the audit log, newest first: the log's own keyset
 * page, narrowed to the customer. Filtering on the area as well lets the (app, area, id)
 * index narrow the scan.
 */
export function customerActivity(
  db: Database,
  appId: number,
  customerId: number,
  cursor: string | undefined,
  grants: Grants,
  lang: Lang,
): Promise<AuditPage> {
  return auditPage(
    db,
    appId,
    { area: 'customers', entity: CUSTOMER_ENTITY, entity_id: String(customerId), cursor },
    grants,
    lang,
  )
}
