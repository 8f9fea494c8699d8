import type { ImportIssue } from '../../customers/schema.ts'
import type { Lang } from '../../validation/lang.ts'
import type { SellerValues } from '../sellers.ts'
import { sayImport } from './messages.ts'
import type { ParsedSellerImport } from './parse.ts'
import { SELLER_IMPORT_ERRORS_LISTED, type SellerImportReport } from './schema.ts'

/** What the check needs of a seller the gateway already has. */
export interface RegisteredSeller {
  readonly name: string
  readonly document: string
  readonly provider_account: string | null
}

export interface SellerImportPlan {
  /** The dry run's answer (`created` 0). */
  report: SellerImportReport
  /** The sellers an import creates, in file order: every row, or none when any has a problem. */
  sellers: SellerValues[]
}

/**
 * The parsed file against the gateway's sellers: a row whose CPF/CNPJ or provider account one
 * of them has is a problem on that column (the server's unique keys would refuse it). The same
 * for the server and the fixture adapter, so stories say what the server says.
 */
export function planSellerImport(
  parsed: ParsedSellerImport,
  registered: readonly RegisteredSeller[],
  lang: Lang,
): SellerImportPlan {
  const byDocument = new Map(registered.map((seller) => [seller.document, seller]))
  const byAccount = new Map(
    registered.flatMap((seller) =>
      seller.provider_account === null ? [] : [[seller.provider_account, seller] as const],
    ),
  )
  let alreadyRegistered = 0
  let duplicates = 0
  let invalid = 0
  const rowIssues: ImportIssue[] = []
  for (const row of parsed.rows) {
    const found: ImportIssue[] = []
    const withDocument = row.document === null ? undefined : byDocument.get(row.document)
    const documentColumn = parsed.columns.document ?? null
    if (withDocument && !row.issues.some((issue) => issue.column === documentColumn)) {
      found.push({
        line: row.line,
        column: documentColumn,
        message: sayImport(lang, 'documentRegistered', { seller: withDocument.name }),
      })
    }
    const withAccount =
      row.provider_account === null ? undefined : byAccount.get(row.provider_account)
    const accountColumn = parsed.columns.provider_account ?? null
    if (withAccount && !row.issues.some((issue) => issue.column === accountColumn)) {
      found.push({
        line: row.line,
        column: accountColumn,
        message: sayImport(lang, 'providerAccountRegistered', { seller: withAccount.name }),
      })
    }
    if (withDocument || withAccount) alreadyRegistered += 1
    if (row.repeated) duplicates += 1
    const issues = [...row.issues, ...found]
    if (row.values === null || found.length > 0) invalid += 1
    rowIssues.push(...issues)
  }
  const errors = [...parsed.issues.filter((issue) => issue.line !== null), ...rowIssues]
  // The file's own problems (empty, too many rows) first, then the header's, then row by row.
  errors.unshift(...parsed.issues.filter((issue) => issue.line === null))
  const valid = parsed.rows.length - invalid
  const report: SellerImportReport = {
    dry_run: true,
    encoding: parsed.encoding,
    separator: parsed.separator,
    unknown_columns: parsed.unknown_columns,
    rows: parsed.rows.length,
    valid,
    invalid,
    duplicates_in_file: duplicates,
    already_registered: alreadyRegistered,
    created: 0,
    errors_total: errors.length,
    errors: errors.slice(0, SELLER_IMPORT_ERRORS_LISTED),
  }
  const sellers =
    errors.length === 0 ? parsed.rows.flatMap((row) => (row.values ? [row.values] : [])) : []
  return { report, sellers }
}
