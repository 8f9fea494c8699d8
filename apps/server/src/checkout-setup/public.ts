import type { PublicCheckoutSetup } from '@vitrine/api'
import type { Database } from '../db/client.ts'
import { publicAppearance } from './appearance/public.ts'
import { publicFields } from './fields/public.ts'
import { publicApps } from './marketplace/public.ts'

/**
 * The store's checkout as the payer's pages get it (`PublicLink.checkout`): the three parts read
 * side by side.
 */
export async function publicCheckoutSetup(
  db: Database,
  appId: number,
): Promise<PublicCheckoutSetup> {
  const [appearance, fields, apps] = await Promise.all([
    publicAppearance(db, appId),
    publicFields(db, appId),
    publicApps(db, appId),
  ])
  return { appearance, fields, apps }
}
