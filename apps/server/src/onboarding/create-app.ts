import { ApiError, type NewApp, type NewAppValues } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { count, eq } from 'drizzle-orm'
import { apps } from '../access/schema.ts'
import type { Database } from '../db/client.ts'
import { withinTransaction } from '../db/within-transaction.ts'
import { users } from '../identity/schema.ts'
import { onboardingProfiles } from './schema.ts'

/**
 * How many stores one account may own. Stores are cheap to create and each starts jobs and
 * public addresses: a cap keeps a script (or a stuck button) from making thousands.
 */
export const MAX_OWNED_STORES = 50

/**
 * new-app: the store, owned by the caller (the owner has every area: access/membership.ts),
 * and what onboarding recorded of it. Its public slug comes from the name (database trigger).
 */
export async function createStore(
  db: Database,
  ownerUserId: number,
  values: NewAppValues,
  lang: Lang,
): Promise<NewApp> {
  return withinTransaction(db, async (tx) => {
    // The owner's row serialises two creations by the same person, so the cap holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerUserId)).for('update')
    const [owned] = await tx
      .select({ n: count() })
      .from(apps)
      .where(eq(apps.ownerUserId, ownerUserId))
    if ((owned?.n ?? 0) >= MAX_OWNED_STORES) {
      throw new ApiError({
        statusCode: 422,
        statusMessage: 'Unprocessable Entity',
        message:
          lang === 'en'
            ? `You already own ${MAX_OWNED_STORES} stores: talk to support to open more.`
            : `Você já tem ${MAX_OWNED_STORES} lojas: fale com o suporte para abrir mais.`,
      })
    }
    const [app] = await tx
      .insert(apps)
      .values({ ownerUserId, name: values.name })
      .returning({ id: apps.id, name: apps.name, layoutId: apps.layoutId })
    await tx.insert(onboardingProfiles).values({
      appId: app!.id,
      segment: values.segment,
      document: values.document,
      documentKind: values.document.length === 11 ? 'cpf' : 'cnpj',
      contactEmail: values.contact_email,
      contactPhone: values.contact_phone,
    })
    return { id: app!.id, name: app!.name, layout_id: app!.layoutId }
  })
}
