import type {
  Customer,
  CustomerFilters,
  CustomerImport,
  CustomerInput,
  CustomerPage,
  CustomerQuery,
  CustomerTag,
  ImportProgress,
  ImportReport,
  PostalAddress,
  UndoImportResult,
} from './schema.ts'
import type { AuditPage } from '../audit/schema.ts'

export interface ImportOptions {
  /** Check the file and report what a commit would do, writing nothing. */
  dryRun: boolean
  /** Called for each progress line the server streams (reading, checking, writing rows). */
  onProgress?: (progress: ImportProgress) => void
  signal?: AbortSignal
}

/** The customers of a store (main service, `/apps/{appId}/customers`), customers level. */
export interface CustomersApi {
  list(appId: number, query?: CustomerQuery, signal?: AbortSignal): Promise<CustomerPage>
  get(appId: number, customerId: number, signal?: AbortSignal): Promise<Customer>
  create(appId: number, input: CustomerInput): Promise<Customer>
  /** Replaces the customer's editable fields (the aggregates are the server's). */
  update(appId: number, customerId: number, input: CustomerInput): Promise<Customer>
  /** Refused (409) while the customer has purchases or subscriptions. */
  remove(appId: number, customerId: number): Promise<void>
  tags(appId: number, signal?: AbortSignal): Promise<CustomerTag[]>
  /** The customer's entries of the audit log, newest first. */
  activity(
    appId: number,
    customerId: number,
    cursor?: string,
    signal?: AbortSignal,
  ): Promise<AuditPage>
  /** An address by CEP; null when the code is unknown or the lookup service failed. */
  lookupPostalCode(postalCode: string, signal?: AbortSignal): Promise<PostalAddress | null>
  /** Imports a CSV file (dry run or commit), reporting progress while the server works. */
  importCsv(appId: number, file: File, options: ImportOptions): Promise<ImportReport>
  imports(appId: number, signal?: AbortSignal): Promise<CustomerImport[]>
  /** Undoes a committed import as a whole: its new customers go, updated ones are restored. */
  undoImport(appId: number, importId: number): Promise<UndoImportResult>
  /** Every customer matching the filters, as CSV (the server streams it). */
  exportCsv(appId: number, filters: CustomerFilters, signal?: AbortSignal): Promise<Blob>
}
