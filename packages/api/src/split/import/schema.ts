import * as v from 'valibot'
import { ImportIssueSchema } from '../../customers/schema.ts'

/*
 * The sellers' CSV import, answered at once (no job, no stream): a gateway has hundreds of
 * sellers, so a file is capped small enough to check and write inside one request.
 */

/** Rows a file may hold: past it the file is refused before any row is checked. */
export const SELLER_IMPORT_MAX_ROWS = 2000
/** The file's size limit (a 2,000-row file with every column is about 400 KB). */
export const SELLER_IMPORT_MAX_BYTES = 1024 * 1024
/** Problems listed in a report (the total is always given). */
export const SELLER_IMPORT_ERRORS_LISTED = 500

/**
 * What a check (dry run) found, or what an import did. An import writes every row or none: it
 * runs only on a file without errors (`errors_total` 0), all sellers in one transaction.
 */
export const SellerImportReportSchema = v.object({
  dry_run: v.boolean(),
  encoding: v.picklist(['utf-8', 'latin1']),
  separator: v.picklist([',', ';']),
  /** Header columns we do not know, as written (a value in them is an error). */
  unknown_columns: v.array(v.string()),
  /** Seller rows read (blank lines left out). */
  rows: v.number(),
  /** Rows that would be (or were) created. */
  valid: v.number(),
  /** Rows with at least one problem (the two counts below included). */
  invalid: v.number(),
  /** Rows whose CPF/CNPJ or provider account repeats an earlier row of the file. */
  duplicates_in_file: v.number(),
  /** Rows whose CPF/CNPJ or provider account a seller of the gateway already has. */
  already_registered: v.number(),
  /** Sellers created: 0 for a dry run. */
  created: v.number(),
  errors_total: v.number(),
  /** Up to SELLER_IMPORT_ERRORS_LISTED problems, in file order; line null: the whole file. */
  errors: v.array(ImportIssueSchema),
})
export type SellerImportReport = v.InferOutput<typeof SellerImportReportSchema>

export interface SellerImportOptions {
  /** Check only (nothing written); false imports, all or nothing. */
  dryRun: boolean
  signal?: AbortSignal
}
