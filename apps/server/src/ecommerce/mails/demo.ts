import type { Database } from '../../db/client.ts'
import { ecommerceMailRecover } from './schema.ts'

/*
 * The demo store's mails: its nine mails are the defaults (no rows needed), payment recovery is
 * on (1 h, 24 h and 72 h, with a coupon) so the demo's pending pix and boletos get reminders,
 * and cart recovery is kept configured but off (no cart source yet). Added once: a store that
 * already has schedules keeps them.
 */
export async function seedMailsDemo(db: Database, appId: number, now: Date): Promise<void> {
  await db
    .insert(ecommerceMailRecover)
    .values([
      {
        appId,
        kind: 'payment',
        active: true,
        delaysHours: [1, 24, 72],
        couponCode: 'VOLTA10',
        updatedAt: now,
      },
      {
        appId,
        kind: 'cart',
        active: false,
        delaysHours: [1, 24, 72],
        couponCode: '',
        updatedAt: now,
      },
    ])
    .onConflictDoNothing()
}
