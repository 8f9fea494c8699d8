import type {
  RedirectImportOptions,
  RedirectImportReport,
  RedirectInput,
  RedirectPage,
  RedirectQuery,
  RedirectSaved,
  RedirectTestInput,
  RedirectTrace,
} from './schema.ts'

/**
 * The storefront's redirect rules (indexer service, `/apps/{appId}/redirects`), layout level:
 * read for the list, the tester and the export, write for changes and imports.
 */
export interface StorefrontRedirectsApi {
  list(appId: number, query?: RedirectQuery, signal?: AbortSignal): Promise<RedirectPage>
  /** A loop is refused (422 on `to`, the chain in `data.chain`); a long chain is a warning. */
  create(appId: number, input: RedirectInput): Promise<RedirectSaved>
  update(appId: number, ruleId: number, input: RedirectInput): Promise<RedirectSaved>
  remove(appId: number, ruleId: number): Promise<void>
  /** Which rule an address hits, the chain followed and where it ends. */
  test(appId: number, input: RedirectTestInput): Promise<RedirectTrace>
  /** The file as the body (text/csv): a check unless `dryRun` is false; all or nothing. */
  importCsv(
    appId: number,
    file: Blob,
    options: RedirectImportOptions,
  ): Promise<RedirectImportReport>
  /** Every rule as CSV (what the import reads back). */
  exportCsv(appId: number, signal?: AbortSignal): Promise<Blob>
}
