import type { WebhookDelivery } from '../webhooks/schema.ts'
import type {
  DataplusColumnInput,
  DataplusImportReport,
  DataplusRow,
  DataplusRowInput,
  DataplusRowPage,
  DataplusRowQuery,
  DataplusTable,
  DataplusTableInput,
  DataplusTableSummary,
  DataplusTrigger,
  DataplusTriggerInput,
  DataplusTriggerWithSecret,
} from './schema.ts'

/**
 * Data Plus (indexer service, `/apps/{appId}/dataplus/…`), layout level: read for reads, write
 * for changes. The storefront's read is `GET /apps/{appId}/dataplus/{slug}/rows` (server only).
 */
export interface DataplusApi {
  listTables(appId: number, signal?: AbortSignal): Promise<DataplusTableSummary[]>
  getTable(appId: number, tableId: number, signal?: AbortSignal): Promise<DataplusTable>
  createTable(appId: number, input: DataplusTableInput): Promise<DataplusTable>
  updateTable(appId: number, tableId: number, input: DataplusTableInput): Promise<DataplusTable>
  /** Its rows, columns and triggers go with it. */
  removeTable(appId: number, tableId: number): Promise<void>
  addColumn(appId: number, tableId: number, input: DataplusColumnInput): Promise<DataplusTable>
  /** A change every row must take (422 with `data.report` when some would not). */
  updateColumn(
    appId: number,
    tableId: number,
    columnId: number,
    input: DataplusColumnInput,
  ): Promise<DataplusTable>
  removeColumn(appId: number, tableId: number, columnId: number): Promise<DataplusTable>
  reorderColumns(appId: number, tableId: number, ids: number[]): Promise<DataplusTable>
  listRows(
    appId: number,
    tableId: number,
    query: DataplusRowQuery,
    signal?: AbortSignal,
  ): Promise<DataplusRowPage>
  createRow(appId: number, tableId: number, input: DataplusRowInput): Promise<DataplusRow>
  updateRow(
    appId: number,
    tableId: number,
    rowId: number,
    input: DataplusRowInput,
  ): Promise<DataplusRow>
  removeRow(appId: number, tableId: number, rowId: number): Promise<void>
  /** Every row as CSV (header = the column keys), streamed. */
  exportRows(appId: number, tableId: number, signal?: AbortSignal): Promise<Blob>
  /** The dry-run pattern: check (nothing written), then import all or nothing. */
  importRows(
    appId: number,
    tableId: number,
    file: Blob,
    options: { dryRun: boolean; signal?: AbortSignal },
  ): Promise<DataplusImportReport>
  listTriggers(appId: number, tableId: number, signal?: AbortSignal): Promise<DataplusTrigger[]>
  createTrigger(
    appId: number,
    tableId: number,
    input: DataplusTriggerInput,
  ): Promise<DataplusTriggerWithSecret>
  updateTrigger(
    appId: number,
    triggerId: number,
    input: DataplusTriggerInput,
  ): Promise<DataplusTrigger>
  removeTrigger(appId: number, triggerId: number): Promise<void>
  /** A webhook.test event to the trigger's URL, even switched off. */
  testTrigger(appId: number, triggerId: number): Promise<WebhookDelivery>
  /** The latest deliveries of the table's triggers, newest first, with their attempts. */
  deliveries(appId: number, tableId: number, signal?: AbortSignal): Promise<WebhookDelivery[]>
}
