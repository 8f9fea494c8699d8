import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { onboardingProfiles, onboardingSteps } from './schema.ts'

/** Any number: it only has to differ from the other advisory locks of the database. */
const ONBOARDING_SEED_LOCK = 736_100_118

/**
 * The demo's onboarding half-way: a store of the demo owner (the one with the financial
 * pending, which has no layout, settings or gateway of its own) with what new-app recorded, the
 * platform step done and the payment step skipped — so its checklist reads 1 of 4 with a step
 * to come back to, and the layout step offers its themes. The demo store itself has every step
 * done by its own data. Added once; later starts find the profile and add nothing.
 */
export async function seedOnboardingDemo(db: Database, appId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // Two starts at once (PostgreSQL): the second waits, then finds the profile.
    await tx.execute(sql`select pg_advisory_xact_lock(${ONBOARDING_SEED_LOCK})`)
    const inserted = await tx
      .insert(onboardingProfiles)
      .values({
        appId,
        segment: 'home',
        document: '11222333000181',
        documentKind: 'cnpj',
        contactEmail: 'contato@lojacompendencia.com.br',
        contactPhone: '11987654321',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ appId: onboardingProfiles.appId })
    if (inserted.length === 0) return
    await tx.insert(onboardingSteps).values([
      {
        appId,
        step: 'platform',
        status: 'done',
        updatedAt: now,
        updatedByName: 'Conta Demonstração',
      },
      {
        appId,
        step: 'payment',
        status: 'skipped',
        updatedAt: now,
        updatedByName: 'Conta Demonstração',
      },
    ])
  })
}
