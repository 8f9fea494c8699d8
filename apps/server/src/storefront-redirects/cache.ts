import { RedirectMatcher, type StorefrontRedirect } from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { toRule } from './rows.ts'
import { storefrontRedirects, storefrontRedirectVersions } from './schema.ts'

/*
 * One matcher per store per process, labelled with the store's rules version. A resolve reads
 * the version (one primary-key row) and rebuilds only when it moved, so several server
 * processes stay right without telling each other anything. Keyed by database as well, so test
 * servers sharing a process never share matchers.
 */

interface Cached {
  version: number
  matcher: RedirectMatcher<StorefrontRedirect>
}

const caches = new WeakMap<Database, Map<number, Cached>>()

function cacheOf(db: Database): Map<number, Cached> {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  return cache
}

/**
 * The store's matcher at `version`: the cached one, or built from `from` (the caller's
 * transaction when it holds the version lock). The version is read before the rules by the
 * callers, so a matcher is never labelled newer than its rules.
 */
export async function matcherAt(
  db: Database,
  from: Database,
  appId: number,
  version: number,
): Promise<RedirectMatcher<StorefrontRedirect>> {
  const cache = cacheOf(db)
  const hit = cache.get(appId)
  if (hit && hit.version === version) return hit.matcher
  const matcher = new RedirectMatcher(await activeRules(from, appId))
  // A build for an older version (a slow reader) never replaces a newer one.
  if (!hit || hit.version < version) cache.set(appId, { version, matcher })
  return matcher
}

/** The store's current matcher: its version read first, then (when it moved) its rules. */
export async function currentMatcher(
  db: Database,
  appId: number,
): Promise<RedirectMatcher<StorefrontRedirect>> {
  return matcherAt(db, db, appId, await versionOf(db, appId))
}

/**
 * A write this process committed, applied to its cached matcher in place when that matcher is
 * the version the write started from (`fromVersion`); otherwise the next read rebuilds. Saves in
 * a store of 50,000 rules then cost no rebuild.
 */
export function applyWrite(
  db: Database,
  appId: number,
  fromVersion: number,
  change: { put: StorefrontRedirect } | { remove: number },
): void {
  const hit = cacheOf(db).get(appId)
  if (!hit || hit.version !== fromVersion) return
  if ('put' in change) hit.matcher.put(change.put)
  else hit.matcher.remove(change.remove)
  hit.version = fromVersion + 1
}

/** The store's rules version (0 before its first rule). */
export async function versionOf(db: Database, appId: number): Promise<number> {
  const [row] = await db
    .select({ version: storefrontRedirectVersions.version })
    .from(storefrontRedirectVersions)
    .where(eq(storefrontRedirectVersions.appId, appId))
  return row?.version ?? 0
}

/** Every active rule of the store, as the matcher takes them. */
export async function activeRules(db: Database, appId: number): Promise<StorefrontRedirect[]> {
  const rows = await db
    .select()
    .from(storefrontRedirects)
    .where(and(eq(storefrontRedirects.appId, appId), eq(storefrontRedirects.active, true)))
  return rows.map(toRule)
}
