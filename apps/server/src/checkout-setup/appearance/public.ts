import type { CheckoutAppearance } from '@vitrine/api'
import type { Database } from '../../db/client.ts'
import { publishedAppearance } from './state.ts'

/** The store's published checkout appearance, as its public pages get it (never the draft). */
export async function publicAppearance(db: Database, appId: number): Promise<CheckoutAppearance> {
  return publishedAppearance(db, appId)
}
