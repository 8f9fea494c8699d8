import {
  checkSellerFile,
  checkSellerRows,
  initialSellerStatus,
  parseSellerImport,
  planSellerImport,
  sellerImportRefused,
  SELLER_IMPORT_MAX_BYTES,
  sellerFileTooLarge,
  type SellerImportReport,
  type SellerValues,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq } from 'drizzle-orm'
import type { AppAccess } from '../access/require-access.ts'
import { createdFields } from '../audit/diff.ts'
import { actorOf, type AuditRecord } from '../audit/write.ts'
import { writeAuditEntries } from '../customers/import/audit.ts'
import { foldName } from '../customers/names.ts'
import type { Database } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import type { AppDeps } from '../http/context.ts'
import { readLimitedBody } from '../http/limited-body.ts'
import { splitGatewayOf } from './gateways.ts'
import { splitSellers } from './schema.ts'
import { SELLER_ENTITY } from './sellers.ts'

/*
 * The sellers' CSV import (issue 12 item 2), synchronous and all or nothing: the contract's
 * parser checks every row with the seller form's schema, the gateway's sellers are matched by
 * CPF/CNPJ and provider account, and an import writes every seller in one transaction or none
 * (packages/api/src/split/import/README.md says why).
 */

type Deps = Pick<AppDeps, 'db' | 'clock'>

/** The uploaded file, refused with a 413 past SELLER_IMPORT_MAX_BYTES while it is read. */
export const readSellerFile = (request: Request, lang: Lang) =>
  readLimitedBody(request, SELLER_IMPORT_MAX_BYTES, () => sellerFileTooLarge(lang))

/** The gateway's sellers as the plan matches them (a few hundred: read whole). */
function registeredSellers(db: Database, appId: number, gatewayId: number) {
  return db
    .select({
      name: splitSellers.name,
      document: splitSellers.document,
      provider_account: splitSellers.providerAccount,
    })
    .from(splitSellers)
    .where(and(eq(splitSellers.appId, appId), eq(splitSellers.gatewayId, gatewayId)))
}

/**
 * The same fields createSeller logs (sellers.ts), so a seller imported and one typed in the
 * form read alike in the audit log: one "create" entry per seller, in the import's transaction.
 */
function auditOf(row: typeof splitSellers.$inferSelect): AuditRecord {
  return {
    area: 'payments',
    action: 'create',
    entity: SELLER_ENTITY,
    entityId: row.id,
    label: row.name,
    changes: createdFields({
      gateway_id: row.gatewayId,
      name: row.name,
      document: row.document,
      email: row.email,
      payout: row.payout,
      provider_account: row.providerAccount,
      status: row.status,
    }),
  }
}

/**
 * Checks the file (`dryRun`) or imports it. A file that is no CSV, or of more than
 * SELLER_IMPORT_MAX_ROWS rows, is a 400; an import of a file with any problem is a 400 with
 * the report in `data.report`, and writes nothing.
 */
export async function importSellers(
  { db, clock }: Deps,
  access: AppAccess,
  gatewayId: number,
  bytes: Uint8Array,
  dryRun: boolean,
  lang: Lang,
): Promise<SellerImportReport> {
  const appId = access.app.id
  await splitGatewayOf(db, appId, gatewayId, lang)
  checkSellerFile(bytes, lang)
  const parsed = parseSellerImport(bytes, lang)
  checkSellerRows(parsed, lang)
  const plan = async (from: Database) =>
    planSellerImport(parsed, await registeredSellers(from, appId, gatewayId), lang)
  const { report, sellers } = await plan(db)
  if (dryRun) return report
  if (report.errors_total > 0) throw sellerImportRefused(lang, report)
  try {
    await write({ db, clock }, access, gatewayId, sellers, lang)
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // A seller registered since the check: the report says which rows, as a check would.
    throw sellerImportRefused(lang, (await plan(db)).report)
  }
  return { ...report, dry_run: false, created: sellers.length }
}

/** Every seller in one statement and one transaction, with their audit entries. */
async function write(
  { db, clock }: Deps,
  access: AppAccess,
  gatewayId: number,
  sellers: readonly SellerValues[],
  lang: Lang,
): Promise<void> {
  const appId = access.app.id
  const now = clock.now()
  await db.transaction(async (tx) => {
    // Locked: two imports into one gateway run one after the other.
    const gateway = await splitGatewayOf(tx, appId, gatewayId, lang, { lock: true })
    const status = initialSellerStatus(gateway.environment)
    const rows = await tx
      .insert(splitSellers)
      .values(
        sellers.map((values) => ({
          appId,
          gatewayId,
          name: values.name,
          searchName: foldName(values.name),
          document: values.document,
          email: values.email,
          payout: values.payout,
          providerAccount: values.provider_account,
          status,
          verifiedAt: status === 'active' ? now : null,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning()
    await writeAuditEntries(tx, appId, actorOf(access.caller), now, rows.map(auditOf))
  })
}
