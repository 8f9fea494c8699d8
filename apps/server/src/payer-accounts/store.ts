import { ApiError, payerAccountText, STORE_SLUG_MAX, STORE_SLUG_PATTERN } from '@vitrine/api'
import type { PayerAccountText } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { eq } from 'drizzle-orm'
import { apps } from '../access/schema.ts'
import type { Database } from '../db/client.ts'
import { statusText } from '../http/errors.ts'

export interface AccountStore {
  id: number
  slug: string
  name: string
}

/** The store a public slug names; anything that is no slug is simply not found. */
export async function findStoreBySlug(
  db: Database,
  raw: string | undefined,
): Promise<AccountStore | undefined> {
  const slug = raw?.toLowerCase()
  if (!slug || slug.length > STORE_SLUG_MAX || !STORE_SLUG_PATTERN.test(slug)) return undefined
  const [store] = await db
    .select({ id: apps.id, slug: apps.slug, name: apps.name })
    .from(apps)
    .where(eq(apps.slug, slug))
  return store
}

/** One of the account page's own messages as an API error (the page shows it as it comes). */
export function accountError(status: 401 | 404, lang: Lang, key: PayerAccountText): ApiError {
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message: payerAccountText(lang, key),
  })
}
