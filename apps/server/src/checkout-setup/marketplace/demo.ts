import type { AppSettings, CheckoutAppSlug } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { checkoutAppInstallations } from './schema.ts'

/**
 * The demo store's checkout apps: the WhatsApp chat, the gift-wrap order bump (unchecked on the
 * page, so the demo links' amounts are unchanged) and anti-fraud rules lenient enough that the
 * demo and the e2e tests, which pay demo links many times with the same CPF, never hit them.
 * The analytics apps are left for the merchant: their ids would be someone's real account.
 */
export const DEMO_CHECKOUT_APPS: Partial<Record<CheckoutAppSlug, AppSettings>> = {
  whatsapp: { phone: '5511987654321', message: 'Olá! Tenho uma dúvida sobre o pagamento.' },
  order_bump: {
    title: 'Embalagem para presente',
    description: 'Papel kraft, laço e cartão escrito à mão.',
    price_cents: 990,
  },
  antifraud: {
    max_amount_cents: 5_000_000,
    max_payments_per_document: 500,
    blocked_email_domains: 'fraude.example',
    blocked_documents: '',
  },
}

/** Installs them once, in a store that has no checkout app yet. */
export async function seedCheckoutAppsDemo(db: Database, appId: number, now: Date): Promise<void> {
  const [existing] = await db
    .select({ id: checkoutAppInstallations.id })
    .from(checkoutAppInstallations)
    .where(eq(checkoutAppInstallations.appId, appId))
    .limit(1)
  if (existing) return
  await db.insert(checkoutAppInstallations).values(
    Object.entries(DEMO_CHECKOUT_APPS).map(([slug, settings]) => ({
      appId,
      slug,
      settings,
      installedAt: now,
      updatedAt: now,
    })),
  )
}
