import { DEMO_REDIRECTS, parseRedirectFrom } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { storefrontRedirects, storefrontRedirectVersions } from './schema.ts'

/**
 * The demo store's redirects (the contract's DEMO_REDIRECTS: a wildcard with its splat, a 302,
 * an inactive rule, a chain of three, query matching and passing). Added once, to a store that
 * has none; one minute apart, so "oldest first" reads as the list shows them.
 */
export async function seedRedirectsDemo(db: Database, appId: number, now: Date): Promise<void> {
  const [existing] = await db
    .select({ id: storefrontRedirects.id })
    .from(storefrontRedirects)
    .where(eq(storefrontRedirects.appId, appId))
    .limit(1)
  if (existing) return
  await db.insert(storefrontRedirects).values(
    DEMO_REDIRECTS.map((rule, index) => {
      const at = new Date(now.getTime() - (DEMO_REDIRECTS.length - index) * 60_000)
      return {
        appId,
        fromPath: rule.from_path,
        fromKey: parseRedirectFrom(rule.from_path).key,
        to: rule.to,
        status: rule.status,
        active: rule.active,
        note: rule.note,
        createdAt: at,
        updatedAt: at,
      }
    }),
  )
  await db
    .insert(storefrontRedirectVersions)
    .values({ appId, version: 1, total: DEMO_REDIRECTS.length })
    .onConflictDoUpdate({
      target: storefrontRedirectVersions.appId,
      set: { version: 1, total: DEMO_REDIRECTS.length },
    })
}
