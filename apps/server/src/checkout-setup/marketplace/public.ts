import { NO_CHECKOUT_APPS, type AppSettings, type PublicCheckoutApps } from '@vitrine/api'
import type { Database } from '../../db/client.ts'
import { installedSettings } from './installations.ts'

const text = (settings: AppSettings, key: string) => {
  const value = settings[key]
  return typeof value === 'string' ? value : ''
}

/**
 * What the store's installed checkout apps add to its public pages. Anti-fraud has no public
 * part; the order bump's price here is only shown — the charge reads it again (at-charge.ts).
 */
export async function publicApps(db: Database, appId: number): Promise<PublicCheckoutApps> {
  const installed = await installedSettings(db, appId)
  if (installed.size === 0) return NO_CHECKOUT_APPS
  const ga4 = installed.get('ga4')
  const meta = installed.get('meta_pixel')
  const whatsapp = installed.get('whatsapp')
  const bump = installed.get('order_bump')
  return {
    ga4: ga4 ? { measurement_id: text(ga4, 'measurement_id') } : null,
    meta_pixel: meta ? { pixel_id: text(meta, 'pixel_id') } : null,
    whatsapp: whatsapp
      ? { phone: text(whatsapp, 'phone'), message: text(whatsapp, 'message') }
      : null,
    order_bump:
      bump && typeof bump.price_cents === 'number'
        ? {
            title: text(bump, 'title'),
            description: text(bump, 'description'),
            price_cents: bump.price_cents,
          }
        : null,
  }
}
