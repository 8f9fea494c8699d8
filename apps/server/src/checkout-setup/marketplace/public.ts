import { NO_CHECKOUT_APPS, type PublicCheckoutApps } from '@vitrine/api'
import type { Database } from '../../db/client.ts'

/** What the store's installed checkout apps add to its public pages. */
export async function publicApps(_db: Database, _appId: number): Promise<PublicCheckoutApps> {
  return NO_CHECKOUT_APPS
}
