import type { PublicCustomField } from '@vitrine/api'
import type { Database } from '../../db/client.ts'

/** The store's custom fields of the five groups, in order, as its public pages get them. */
export async function publicFields(_db: Database, _appId: number): Promise<PublicCustomField[]> {
  return []
}
