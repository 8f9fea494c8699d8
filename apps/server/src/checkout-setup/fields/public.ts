import type { PublicCustomField } from '@vitrine/api'
import type { Database } from '../../db/client.ts'
import { storePublicFields } from './fields.ts'

/** The store's custom fields of the five groups, in order, as its public pages get them. */
export async function publicFields(db: Database, appId: number): Promise<PublicCustomField[]> {
  return storePublicFields(db, appId)
}
