import {
  RESELLER_FLAG_NAMES,
  type ResellerSettings,
  type ResellerSettingsInputSchema,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm'
import type * as v from 'valibot'
import { resellers, type ResellerFlags } from '../access/schema.ts'
import type { Database } from '../db/client.ts'
import { PLATFORMS } from './platforms.ts'
import type { ResellerRow } from './resellers.ts'
import { resellerDomains, resellerSettings } from './schema.ts'
import { resellerError, resellerText } from './texts.ts'
import { isUniqueViolation } from '../db/errors.ts'

type SettingsInput = v.InferOutput<typeof ResellerSettingsInputSchema>

/** Every switch with its value: a flag never saved is off, as the lookup reads it. */
function fullFlags(flags: Readonly<Record<string, number>>): ResellerFlags {
  return Object.fromEntries(
    RESELLER_FLAG_NAMES.map((name) => [name, flags[name] === 1 ? 1 : 0]),
  ) as ResellerFlags
}

export async function getSettings(db: Database, reseller: ResellerRow): Promise<ResellerSettings> {
  const [extra] = await db
    .select()
    .from(resellerSettings)
    .where(eq(resellerSettings.resellerId, reseller.id))
  const domains = await db
    .select({ domain: resellerDomains.domain })
    .from(resellerDomains)
    .where(eq(resellerDomains.resellerId, reseller.id))
    .orderBy(asc(resellerDomains.domain))
  return {
    name: reseller.name,
    logo_url: reseller.logoUrl ?? '',
    favicon_url: extra?.faviconUrl ?? '',
    primary_color: reseller.primaryColor ?? '',
    primary_foreground: reseller.primaryForeground ?? '',
    support_email: extra?.supportEmail ?? '',
    support_phone: extra?.supportPhone ?? '',
    support_whatsapp: extra?.supportWhatsapp ?? '',
    help_url: extra?.helpUrl ?? '',
    domains: domains.map((row) => row.domain),
    flags: fullFlags(reseller.flags),
    platforms: extra?.platforms ?? [],
  }
}

/**
 * Saves the whole settings in one transaction: the brand row (which POST /whitelabel answers,
 * so the panel re-brands from the next lookup), the rest, and the domains — the ones removed
 * are let go, the new ones claimed; a domain of another reseller is a 409 on `domains`.
 */
export async function saveSettings(
  db: Database,
  lang: Lang,
  reseller: ResellerRow,
  input: SettingsInput,
  now: Date,
): Promise<ResellerSettings> {
  const known = new Set(PLATFORMS.map((platform) => platform.key))
  const unknown = input.platforms.find((key) => !known.has(key))
  if (unknown !== undefined) {
    const message = resellerText(lang, 'unknownPlatform', { key: unknown })
    throw resellerError(400, lang, 'invalidFields', { fields: { platforms: message } })
  }
  const platforms = [...new Set(input.platforms)]
  const domainTaken = (domain: string) =>
    resellerError(409, lang, 'domainTaken', {
      params: { domain },
      fields: { domains: resellerText(lang, 'domainTaken', { domain }) },
    })
  const saved = await db.transaction(async (tx) => {
    const claimed = input.domains.length
      ? await tx
          .select({ domain: resellerDomains.domain, resellerId: resellerDomains.resellerId })
          .from(resellerDomains)
          .where(inArray(resellerDomains.domain, input.domains))
      : []
    const foreign = claimed.find((row) => row.resellerId !== reseller.id)
    if (foreign) throw domainTaken(foreign.domain)
    await tx
      .delete(resellerDomains)
      .where(
        input.domains.length
          ? and(
              eq(resellerDomains.resellerId, reseller.id),
              notInArray(resellerDomains.domain, input.domains),
            )
          : eq(resellerDomains.resellerId, reseller.id),
      )
    const ours = new Set(claimed.map((row) => row.domain))
    const added = input.domains.filter((domain) => !ours.has(domain))
    if (added.length) {
      // Another reseller claiming the same new domain at this moment loses on the primary key.
      await tx
        .insert(resellerDomains)
        .values(added.map((domain) => ({ domain, resellerId: reseller.id })))
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw domainTaken(added[0]!)
          throw error
        })
    }
    const [row] = await tx
      .update(resellers)
      .set({
        name: input.name,
        logoUrl: input.logo_url || null,
        primaryColor: input.primary_color,
        primaryForeground: input.primary_foreground,
        flags: fullFlags(input.flags),
      })
      .where(eq(resellers.id, reseller.id))
      .returning()
    const extra = {
      faviconUrl: input.favicon_url,
      supportEmail: input.support_email,
      supportPhone: input.support_phone,
      supportWhatsapp: input.support_whatsapp,
      helpUrl: input.help_url,
      platforms,
      updatedAt: now,
    }
    await tx
      .insert(resellerSettings)
      .values({ resellerId: reseller.id, ...extra })
      .onConflictDoUpdate({ target: resellerSettings.resellerId, set: extra })
    return row!
  })
  return getSettings(db, saved)
}
