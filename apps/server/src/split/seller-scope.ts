import { sql, type SQL } from 'drizzle-orm'
import type { AppAccess } from '../access/require-access.ts'
import { personOf } from '../access/caller.ts'
import { splitSellers } from './schema.ts'

/*
 * What a seller signed in sees (section 3, `__seller`). A seller is a person of the store who
 * holds the `__seller` role and no payments level; it is one of the split's sellers through its
 * e-mail: the seller records of the store whose e-mail is the person's (confirmed, since access
 * is only ever granted to a confirmed address). So a marketplace invites each seller with the
 * address it registered them under, and the seller sees its own records on every gateway, and
 * nothing else: other sellers, the rules (every seller's share) and the store's money stay
 * hidden. Someone let in by a payments level sees everything, as before.
 */

/** Null when the caller sees every seller; otherwise the e-mail its seller records have. */
export type SellerScope = { email: string } | null

export function sellerScopeOf(access: AppAccess): SellerScope {
  if (access.viaRole !== '__seller') return null
  return { email: personOf(access.caller).email.toLowerCase() }
}

/** A condition on `split_sellers` limiting rows to the scope (true when there is none). */
export function sellerScopeCondition(scope: SellerScope): SQL {
  return scope ? sql`lower(${splitSellers.email}) = ${scope.email}` : sql`true`
}
