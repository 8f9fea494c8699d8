import { DEFAULT_CHECKOUT_APPEARANCE, type CheckoutAppearance } from '@vitrine/api'
import type { Database } from '../../db/client.ts'

/** The store's published checkout appearance, as its public pages get it. */
export async function publicAppearance(_db: Database, _appId: number): Promise<CheckoutAppearance> {
  return DEFAULT_CHECKOUT_APPEARANCE
}
