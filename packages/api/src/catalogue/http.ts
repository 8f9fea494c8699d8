import * as v from 'valibot'
import { ApiError } from '../http/api-error.ts'
import type { HttpClient } from '../http/client.ts'
import type { CatalogueApi } from './api.ts'
import { CategoryListSchema, CategorySchema } from './categories.ts'
import { readCatalogueImportEvents } from './import-stream.ts'
import { CatalogueImportSchema, CatalogueUndoResultSchema } from './imports.ts'
import { CategoryFilterResultSchema, ProductFilterResultSchema } from './preview.ts'
import {
  CatalogueProductPageSchema,
  CatalogueProductSchema,
  ProductImageUploadSchema,
} from './products.ts'

const filterQuery = (request: { conditions: unknown[]; limit?: number }) => ({
  conditions: JSON.stringify(request.conditions),
  limit: request.limit,
})

/** An import of a large file streams for longer than an ordinary call may take. */
const STREAM_TIMEOUT_MS = 10 * 60_000

export function createHttpCatalogueApi(http: HttpClient): CatalogueApi {
  const base = (appId: number) => `/apps/${appId}/catalogue`
  const product = (appId: number, id: number) => `${base(appId)}/products/${id}`
  const category = (appId: number, id: number) => `${base(appId)}/categories/${id}`
  return {
    listProducts: (appId, query = {}, signal) =>
      http.request('indexer', 'GET', `${base(appId)}/products`, {
        query: { ...query, q: query.q || undefined },
        schema: CatalogueProductPageSchema,
        signal,
      }),
    getProduct: (appId, id, signal) =>
      http.request('indexer', 'GET', product(appId, id), {
        schema: CatalogueProductSchema,
        signal,
      }),
    createProduct: (appId, input) =>
      http.request('indexer', 'POST', `${base(appId)}/products`, {
        body: input,
        schema: CatalogueProductSchema,
      }),
    updateProduct: (appId, id, input) =>
      http.request('indexer', 'PUT', product(appId, id), {
        body: input,
        schema: CatalogueProductSchema,
      }),
    removeProduct: async (appId, id) => {
      await http.request('indexer', 'DELETE', product(appId, id))
    },
    uploadProductImage(appId, file) {
      const form = new FormData()
      form.append('file', file)
      return http.request('indexer', 'POST', `${base(appId)}/products/images`, {
        body: form,
        schema: ProductImageUploadSchema,
      })
    },

    listCategories: (appId, signal) =>
      http.request('indexer', 'GET', `${base(appId)}/categories`, {
        schema: CategoryListSchema,
        signal,
      }),
    createCategory: (appId, input) =>
      http.request('indexer', 'POST', `${base(appId)}/categories`, {
        body: input,
        schema: CategorySchema,
      }),
    updateCategory: (appId, id, input) =>
      http.request('indexer', 'PUT', category(appId, id), { body: input, schema: CategorySchema }),
    moveCategory: (appId, id, move) =>
      http.request('indexer', 'POST', `${category(appId, id)}/move`, {
        body: move,
        schema: CategoryListSchema,
      }),
    removeCategory: async (appId, id) => {
      await http.request('indexer', 'DELETE', category(appId, id))
    },

    // A preview reads: GET, the conditions as one JSON query parameter.
    filterProducts: (appId, request, signal) =>
      http.request('indexer', 'GET', `${base(appId)}/products/filter`, {
        query: filterQuery(request),
        schema: ProductFilterResultSchema,
        signal,
      }),
    filterCategories: (appId, request, signal) =>
      http.request('indexer', 'GET', `${base(appId)}/categories/filter`, {
        query: filterQuery(request),
        schema: CategoryFilterResultSchema,
        signal,
      }),

    async importCsv(appId, file, { format, dryRun, onProgress, signal }) {
      const response = await http.open('indexer', 'POST', `${base(appId)}/imports`, {
        body: file,
        query: { format, dry_run: dryRun, file_name: file.name },
        signal,
        timeoutMs: STREAM_TIMEOUT_MS,
      })
      for await (const event of readCatalogueImportEvents(response)) {
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
      http.request('indexer', 'GET', `${base(appId)}/imports`, {
        schema: v.array(CatalogueImportSchema),
        signal,
      }),
    undoImport: (appId, id) =>
      http.request('indexer', 'DELETE', `${base(appId)}/imports/${id}`, {
        schema: CatalogueUndoResultSchema,
      }),
  }
}
