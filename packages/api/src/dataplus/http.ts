import * as v from 'valibot'
import type { HttpClient } from '../http/client.ts'
import { WebhookDeliverySchema } from '../webhooks/schema.ts'
import type { DataplusApi } from './api.ts'
import {
  DataplusImportReportSchema,
  DataplusRowPageSchema,
  DataplusRowSchema,
  DataplusTableSchema,
  DataplusTableSummarySchema,
  DataplusTriggerSchema,
  DataplusTriggerWithSecretSchema,
} from './schema.ts'

/** An export streams every row: give it longer than one answer takes. */
const STREAM_TIMEOUT_MS = 5 * 60_000

export function createHttpDataplusApi(http: HttpClient): DataplusApi {
  const base = (appId: number) => `/apps/${appId}/dataplus`
  const table = (appId: number, tableId: number) => `${base(appId)}/tables/${tableId}`
  const trigger = (appId: number, triggerId: number) => `${base(appId)}/triggers/${triggerId}`
  return {
    listTables: (appId, signal) =>
      http.request('indexer', 'GET', `${base(appId)}/tables`, {
        schema: v.array(DataplusTableSummarySchema),
        signal,
      }),
    getTable: (appId, tableId, signal) =>
      http.request('indexer', 'GET', table(appId, tableId), {
        schema: DataplusTableSchema,
        signal,
      }),
    createTable: (appId, input) =>
      http.request('indexer', 'POST', `${base(appId)}/tables`, {
        body: input,
        schema: DataplusTableSchema,
      }),
    updateTable: (appId, tableId, input) =>
      http.request('indexer', 'PUT', table(appId, tableId), {
        body: input,
        schema: DataplusTableSchema,
      }),
    removeTable: async (appId, tableId) => {
      await http.request('indexer', 'DELETE', table(appId, tableId))
    },
    addColumn: (appId, tableId, input) =>
      http.request('indexer', 'POST', `${table(appId, tableId)}/columns`, {
        body: input,
        schema: DataplusTableSchema,
      }),
    updateColumn: (appId, tableId, columnId, input) =>
      http.request('indexer', 'PUT', `${table(appId, tableId)}/columns/${columnId}`, {
        body: input,
        schema: DataplusTableSchema,
      }),
    removeColumn: (appId, tableId, columnId) =>
      http.request('indexer', 'DELETE', `${table(appId, tableId)}/columns/${columnId}`, {
        schema: DataplusTableSchema,
      }),
    reorderColumns: (appId, tableId, ids) =>
      http.request('indexer', 'PUT', `${table(appId, tableId)}/columns/order`, {
        body: { ids },
        schema: DataplusTableSchema,
      }),
    listRows: (appId, tableId, query, signal) =>
      http.request('indexer', 'GET', `${table(appId, tableId)}/rows`, {
        query: { ...query },
        schema: DataplusRowPageSchema,
        signal,
      }),
    createRow: (appId, tableId, input) =>
      http.request('indexer', 'POST', `${table(appId, tableId)}/rows`, {
        body: input,
        schema: DataplusRowSchema,
      }),
    updateRow: (appId, tableId, rowId, input) =>
      http.request('indexer', 'PUT', `${table(appId, tableId)}/rows/${rowId}`, {
        body: input,
        schema: DataplusRowSchema,
      }),
    removeRow: async (appId, tableId, rowId) => {
      await http.request('indexer', 'DELETE', `${table(appId, tableId)}/rows/${rowId}`)
    },
    async exportRows(appId, tableId, signal) {
      const response = await http.open('indexer', 'GET', `${table(appId, tableId)}/export`, {
        signal,
        timeoutMs: STREAM_TIMEOUT_MS,
      })
      return response.blob()
    },
    // The file goes as the body itself (text/csv), as the sellers' import sends it.
    importRows: (appId, tableId, file, { dryRun, signal }) =>
      http.request('indexer', 'POST', `${table(appId, tableId)}/import`, {
        query: { dry_run: dryRun ? 1 : 0 },
        body: file.type ? file : new Blob([file], { type: 'text/csv' }),
        schema: DataplusImportReportSchema,
        signal,
      }),
    listTriggers: (appId, tableId, signal) =>
      http.request('indexer', 'GET', `${table(appId, tableId)}/triggers`, {
        schema: v.array(DataplusTriggerSchema),
        signal,
      }),
    createTrigger: (appId, tableId, input) =>
      http.request('indexer', 'POST', `${table(appId, tableId)}/triggers`, {
        body: input,
        schema: DataplusTriggerWithSecretSchema,
      }),
    updateTrigger: (appId, triggerId, input) =>
      http.request('indexer', 'PUT', trigger(appId, triggerId), {
        body: input,
        schema: DataplusTriggerSchema,
      }),
    removeTrigger: async (appId, triggerId) => {
      await http.request('indexer', 'DELETE', trigger(appId, triggerId))
    },
    testTrigger: (appId, triggerId) =>
      http.request('indexer', 'POST', `${trigger(appId, triggerId)}/test`, {
        schema: WebhookDeliverySchema,
      }),
    deliveries: (appId, tableId, signal) =>
      http.request('indexer', 'GET', `${table(appId, tableId)}/deliveries`, {
        schema: v.array(WebhookDeliverySchema),
        signal,
      }),
  }
}
