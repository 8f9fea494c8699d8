import * as v from 'valibot'
import { AuditPageSchema } from '../audit/schema.ts'
import { ApiError, isApiError } from '../http/api-error.ts'
import type { HttpClient } from '../http/client.ts'
import type { CustomersApi } from './api.ts'
import { digitsOnly } from './contact.ts'
import { readImportEvents } from './import-stream.ts'
import {
  CustomerImportSchema,
  CustomerPageSchema,
  CustomerSchema,
  CustomerTagsSchema,
  PostalAddressSchema,
  UndoImportResultSchema,
  type CustomerFilters,
} from './schema.ts'

/** The list's query string: booleans and numbers as text, empty filters left out. */
function queryOf(filters: CustomerFilters & { cursor?: string; limit?: number }) {
  return { ...filters, q: filters.q || undefined, tag: filters.tag || undefined }
}

/** Long work (a 10 MB import, a million-row export) streams for longer than a usual call. */
const STREAM_TIMEOUT_MS = 10 * 60_000

export function createHttpCustomersApi(http: HttpClient): CustomersApi {
  const base = (appId: number) => `/apps/${appId}/customers`
  return {
    list: (appId, query = {}, signal) =>
      http.request('main', 'GET', base(appId), {
        query: queryOf(query),
        schema: CustomerPageSchema,
        signal,
      }),
    get: (appId, customerId, signal) =>
      http.request('main', 'GET', `${base(appId)}/${customerId}`, {
        schema: CustomerSchema,
        signal,
      }),
    create: (appId, input) =>
      http.request('main', 'POST', base(appId), { body: input, schema: CustomerSchema }),
    update: (appId, customerId, input) =>
      http.request('main', 'PUT', `${base(appId)}/${customerId}`, {
        body: input,
        schema: CustomerSchema,
      }),
    remove: (appId, customerId) => http.request('main', 'DELETE', `${base(appId)}/${customerId}`),
    tags: (appId, signal) =>
      http.request('main', 'GET', `${base(appId)}/tags`, { schema: CustomerTagsSchema, signal }),
    activity: (appId, customerId, cursor, signal) =>
      http.request('main', 'GET', `${base(appId)}/${customerId}/activity`, {
        query: { cursor },
        schema: AuditPageSchema,
        signal,
      }),
    async lookupPostalCode(postalCode, signal) {
      try {
        return await http.request('main', 'GET', `/postal-codes/${digitsOnly(postalCode)}`, {
          schema: PostalAddressSchema,
          signal,
        })
      } catch (error) {
        // Unknown code, or the public service failed: both read "not found" (spec section 8).
        if (isApiError(error) && error.statusCode !== 401) return null
        throw error
      }
    },
    async importCsv(appId, file, { dryRun, onProgress, signal }) {
      const response = await http.open('main', 'POST', `${base(appId)}/imports`, {
        body: file,
        query: { dry_run: dryRun, file_name: file.name },
        signal,
        timeoutMs: STREAM_TIMEOUT_MS,
      })
      for await (const event of readImportEvents(response)) {
        if (event.type === 'progress') onProgress?.(event)
        else if (event.type === 'error') throw new ApiError(event.error)
        else return event.report
      }
      throw new ApiError({
        statusCode: 502,
        statusMessage: 'Bad Gateway',
        message: 'The import ended without a report.',
      })
    },
    imports: (appId, signal) =>
      http.request('main', 'GET', `${base(appId)}/imports`, {
        schema: v.array(CustomerImportSchema),
        signal,
      }),
    undoImport: (appId, importId) =>
      http.request('main', 'DELETE', `${base(appId)}/imports/${importId}`, {
        schema: UndoImportResultSchema,
      }),
    async exportCsv(appId, filters, signal) {
      const response = await http.open('main', 'GET', `${base(appId)}/export`, {
        query: queryOf(filters),
        signal,
        timeoutMs: STREAM_TIMEOUT_MS,
      })
      return response.blob()
    },
  }
}
