import { eq, sql } from 'drizzle-orm'
import { apps, resellerApps, resellers } from '../access/schema.ts'
import type { Database } from '../db/client.ts'
import { payments } from '../payments/schema.ts'
import { resellerInvitations, resellerSettings } from './schema.ts'

/** Any number: it only has to differ from the other advisory locks of the database. */
const RESELLER_AREA_SEED_LOCK = 736_100_181

const DAY_MS = 86_400_000

/**
 * The demo reseller's area (issue 18): its support contacts and platforms, an open invitation
 * on its team and a month of approved sales in its store, so the reports have figures (no other
 * store: the shell's tests count the manager's stores). Added once, when the reseller has no
 * settings row yet, after the shell's demo made the reseller and its store. Its own advisory lock: two starts at once on
 * PostgreSQL (the second waits, then finds the row and adds nothing).
 *
 * No SMTP is seeded for the reseller: the development server has no mail server of its own
 * (mails go to the outbox log), and a reseller SMTP pointing nowhere would make the demo
 * stores' mails fail instead of landing in the log.
 */
export async function seedResellerAreaDemo(
  db: Database,
  resellerHash: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RESELLER_AREA_SEED_LOCK})`)
    const [reseller] = await tx
      .select({ id: resellers.id })
      .from(resellers)
      .where(eq(resellers.hash, resellerHash))
    if (!reseller) return
    const [done] = await tx
      .select({ id: resellerSettings.resellerId })
      .from(resellerSettings)
      .where(eq(resellerSettings.resellerId, reseller.id))
    if (done) return
    await tx.insert(resellerSettings).values({
      resellerId: reseller.id,
      supportEmail: 'suporte@revenda.localhost',
      supportPhone: '(11) 3000-4000',
      supportWhatsapp: '(11) 91234-5678',
      helpUrl: 'https://ajuda.revenda.example.com',
      platforms: ['vitrine', 'vtex', 'shopify'],
      updatedAt: now,
    })
    await tx.insert(resellerInvitations).values({
      resellerId: reseller.id,
      email: 'parceiro@revenda.localhost',
      createdAt: now,
    })
    const [first] = await tx
      .select({ id: apps.id, ownerUserId: apps.ownerUserId })
      .from(resellerApps)
      .innerJoin(apps, eq(apps.id, resellerApps.appId))
      .where(eq(resellerApps.resellerId, reseller.id))
      .orderBy(apps.id)
      .limit(1)
    if (!first) return
    const [already] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.appId, first.id))
      .limit(1)
    if (already) return
    // Two to four pix sales a day over the last 30 days, at a 0,99% fee: a month that looks lived.
    const rows = []
    for (let day = 0; day < 30; day += 1) {
      for (let sale = 0; sale < 2 + ((day * 7) % 3); sale += 1) {
        const at = new Date(now.getTime() - day * DAY_MS - (sale + 1) * 3_600_000)
        const cents = 4_990 + ((day * 37 + sale * 1_311) % 20_000)
        const reference = `revenda-demo-${day}-${sale}`
        rows.push({
          appId: first.id,
          type: 'pix',
          status: 'complete',
          amountCents: cents,
          capturedCents: cents,
          feeCents: Math.round(cents * 0.0099),
          items: [{ description: 'Pedido da loja', quantity: 1, unit_cents: cents }],
          customerName: 'Cliente da Revenda',
          customerEmail: `cliente${day}.${sale}@revenda.localhost`,
          reference,
          pix: { code: `PIX-${reference}`, txid: reference.replace(/-/g, ''), expires_at: null },
          publicToken: `tok-${reference}`,
          createdAt: at,
          updatedAt: at,
          paidAt: at,
        })
      }
    }
    await tx.insert(payments).values(rows)
  })
}
