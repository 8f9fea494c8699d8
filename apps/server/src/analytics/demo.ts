import { sql } from 'drizzle-orm'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { credentialsKey } from '../gateways/credentials.ts'
import { encryptGa4Secret } from './ga4/secret.ts'
import { rebuildApp } from './rollup.ts'
import { analyticsGa4 } from './schema.ts'

/** Any number: it only has to differ from the other demos' advisory locks. */
const ANALYTICS_DEMO_LOCK = 7_318_004

/**
 * The demo store's overview: its rollups rebuilt from the demo's payments, customers and
 * subscriptions (so the numbers show at once, not after the minute's job), and GA4 set up —
 * against the server's own stand-in in a seeded demo (ga4/client.ts `ga4Base`). Under its own
 * advisory lock: two starts racing on PostgreSQL rebuild one after the other.
 */
export async function seedAnalyticsDemo(
  db: Database,
  appId: number,
  now: Date,
  config?: Config,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ANALYTICS_DEMO_LOCK})`)
    await rebuildApp(tx, appId, now)
    if (!config) return
    await tx
      .insert(analyticsGa4)
      .values({
        appId,
        measurementId: 'G-VITRINE2026',
        apiSecretEncrypted: encryptGa4Secret(credentialsKey(config), appId, 'demo_api_secret'),
        sendPurchase: true,
        sendRefund: true,
        sendSubscription: true,
        subscriptionsSince: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
  })
}
