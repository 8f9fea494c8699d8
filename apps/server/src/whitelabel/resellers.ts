import type { Whitelabel } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { resellerDomains } from './schema.ts'
import { resellers } from '../access/schema.ts'

export type ResellerRow = typeof resellers.$inferSelect

/**
 * The host as domains are stored: lower case, without a port or the trailing dot of a fully
 * qualified name (the panel sends the page's host name, but a hand-made call may not).
 */
export function normaliseDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
}

export async function findResellerByDomain(
  db: Database,
  domain: string,
): Promise<ResellerRow | undefined> {
  const [row] = await db
    .select({ reseller: resellers })
    .from(resellerDomains)
    .innerJoin(resellers, eq(resellers.id, resellerDomains.resellerId))
    .where(eq(resellerDomains.domain, normaliseDomain(domain)))
    .limit(1)
  return row?.reseller
}

/** The contract's white-label data; `manager` when the caller runs this reseller. */
export function toWhitelabel(row: ResellerRow, manager: boolean): Whitelabel {
  return {
    hash: row.hash,
    name: row.name,
    type: manager ? 'manager' : 'reseller',
    flags: { ...row.flags },
    branding: {
      logo_url: row.logoUrl,
      primary_color: row.primaryColor,
      primary_foreground: row.primaryForeground,
    },
  }
}
