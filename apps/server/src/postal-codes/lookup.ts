import { PostalAddressSchema, type PostalAddress } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { DAY } from '../clock.ts'
import { postalCodes } from './schema.ts'
import type { AppDeps } from '../http/context.ts'
import { errorFields } from '../logger.ts'
import { readViaCep } from './viacep.ts'

/** Addresses change rarely: a found code is asked again after a month. */
export const FOUND_TTL_MS = 30 * DAY
/** A code the service did not know may be assigned soon: asked again the next day. */
export const UNKNOWN_TTL_MS = DAY
/** Long enough for a slow answer, short enough that a form's autofill never hangs. */
export const LOOKUP_TIMEOUT_MS = 3000

type Deps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config'>

export interface LookupOptions {
  timeoutMs?: number
}

/** The service's answer: an address, null for "no such code", undefined when it failed. */
async function askService(
  { config, logger }: Deps,
  postalCode: string,
  timeoutMs: number,
): Promise<PostalAddress | null | undefined> {
  const url = config.postalCodeUrl.replaceAll('{cep}', postalCode)
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    })
    // ViaCEP answers 400 for a malformed code and 200 with `erro` for an unknown one: any
    // other status is the service failing.
    if (!response.ok) await response.body?.cancel()
    const address = response.ok ? readViaCep(postalCode, await response.json()) : undefined
    if (address === undefined) {
      logger.warn('postal_code.lookup_failed', { postal_code: postalCode, status: response.status })
    }
    return address
  } catch (error) {
    logger.warn('postal_code.lookup_failed', { postal_code: postalCode, ...errorFields(error) })
    return undefined
  }
}

/**
 * The address of an 8-digit postal code, or null when it is unknown — or when the service
 * failed or took too long, which the panel shows the same way (people type the address).
 * Answers are kept in `postal_codes` (found for FOUND_TTL_MS, unknown for UNKNOWN_TTL_MS);
 * failures never are, and while the service fails an expired address is still given.
 */
export async function lookupPostalCode(
  deps: Deps,
  postalCode: string,
  { timeoutMs = LOOKUP_TIMEOUT_MS }: LookupOptions = {},
): Promise<PostalAddress | null> {
  const { db, clock } = deps
  const [cached] = await db.select().from(postalCodes).where(eq(postalCodes.code, postalCode))
  const kept = cached?.address ? v.safeParse(PostalAddressSchema, cached.address) : undefined
  const address = kept?.success ? kept.output : null
  if (cached && (!cached.address || address)) {
    const ttl = address ? FOUND_TTL_MS : UNKNOWN_TTL_MS
    if (clock.now().getTime() - cached.fetchedAt.getTime() < ttl) return address
  }

  const answer = await askService(deps, postalCode, timeoutMs)
  if (answer === undefined) return address
  const fetchedAt = clock.now()
  await db
    .insert(postalCodes)
    .values({ code: postalCode, address: answer, fetchedAt })
    .onConflictDoUpdate({ target: postalCodes.code, set: { address: answer, fetchedAt } })
  return answer
}
