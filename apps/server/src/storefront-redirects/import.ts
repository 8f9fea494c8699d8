import {
  checkRedirectFile,
  checkRedirectRows,
  parseRedirectFrom,
  parseRedirectImport,
  planRedirectImport,
  redirectFileTooLarge,
  redirectImportRefused,
  REDIRECT_IMPORT_MAX_BYTES,
  type RedirectImportReport,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import type { AppDeps } from '../http/context.ts'
import { readLimitedBody } from '../http/limited-body.ts'
import { createdFields } from '../audit/diff.ts'
import { writeAudit, type AuditActor } from '../audit/write.ts'
import { bumpVersion, lockVersion } from './rules.ts'
import { toRule } from './rows.ts'
import { storefrontRedirects } from './schema.ts'

/*
 * The CSV import, synchronous and all or nothing (the sellers' pattern): the contract parses
 * and checks every row with the dialog's schema, then the file's rules with the store's for
 * repeated from-paths, loops and long chains (planRedirectImport); an import writes every rule
 * in one transaction, under the store's version lock, or none.
 */

type Deps = Pick<AppDeps, 'db' | 'clock'>
const BATCH = 1000

/** The uploaded file, refused with a 413 past REDIRECT_IMPORT_MAX_BYTES while it is read. */
export const readRedirectFile = (request: Request, lang: Lang) =>
  readLimitedBody(request, REDIRECT_IMPORT_MAX_BYTES, () => redirectFileTooLarge(lang))

async function everyRule(db: Database, appId: number) {
  const rows = await db
    .select()
    .from(storefrontRedirects)
    .where(eq(storefrontRedirects.appId, appId))
    .orderBy(asc(storefrontRedirects.id))
  return rows.map(toRule)
}

export async function importRedirects(
  { db, clock }: Deps,
  appId: number,
  bytes: Uint8Array,
  dryRun: boolean,
  lang: Lang,
  /** Who acts, for the audit log; none for the demo's own data, which is not logged. */
  actor?: AuditActor,
): Promise<RedirectImportReport> {
  checkRedirectFile(bytes, lang)
  const parsed = parseRedirectImport(bytes, lang)
  checkRedirectRows(parsed, lang)
  if (dryRun) return planRedirectImport(parsed, await everyRule(db, appId), lang).report
  return db.transaction(async (tx) => {
    await lockVersion(tx, appId)
    const { report, rules } = planRedirectImport(parsed, await everyRule(tx, appId), lang)
    if (report.errors_total > 0) throw redirectImportRefused(lang, report)
    const now = clock.now()
    for (let at = 0; at < rules.length; at += BATCH) {
      await tx.insert(storefrontRedirects).values(
        rules.slice(at, at + BATCH).map((values) => ({
          appId,
          fromPath: values.from_path,
          fromKey: parseRedirectFrom(values.from_path).key,
          to: values.to,
          status: values.status,
          active: values.active,
          note: values.note,
          createdAt: now,
          updatedAt: now,
        })),
      )
    }
    await bumpVersion(tx, appId, rules.length)
    if (actor)
      await writeAudit(tx, appId, actor, now, {
        area: 'layout',
        action: 'create',
        entity: 'redirect_import',
        entityId: null,
        label: `${rules.length} ${rules.length === 1 ? 'regra' : 'regras'}`,
        changes: createdFields({ rules: rules.length }),
      })
    return { ...report, dry_run: false, created: rules.length }
  })
}
