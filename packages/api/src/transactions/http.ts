import * as v from 'valibot'
import type { HttpClient } from '../http/client.ts'
import { PaymentSplitSchema } from '../split/parts.ts'
import type { TransactionsApi } from './api.ts'
import {
  MoneyTrailSchema,
  TransactionPageSchema,
  TransactionSchema,
  TransactionTotalsSchema,
  type TransactionFilters,
} from './schema.ts'

const STREAM_TIMEOUT_MS = 10 * 60_000

/** The list's query string: empty filters left out. */
function queryOf(filters: TransactionFilters & { cursor?: string; limit?: number }) {
  return { ...filters, q: filters.q || undefined }
}

export function createHttpTransactionsApi(http: HttpClient): TransactionsApi {
  const base = (appId: number) => `/apps/${appId}/transactions`
  const one = (appId: number, paymentId: number) => `${base(appId)}/${paymentId}`
  const write = (path: string, body: unknown, idempotencyKey: string) =>
    http.request('payments', 'POST', path, {
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
      schema: TransactionSchema,
    })
  return {
    list: (appId, query = {}, signal) =>
      http.request('payments', 'GET', base(appId), {
        query: queryOf(query),
        schema: TransactionPageSchema,
        signal,
      }),
    totals: (appId, filters, signal) =>
      http.request('payments', 'GET', `${base(appId)}/totals`, {
        query: queryOf(filters),
        schema: TransactionTotalsSchema,
        signal,
      }),
    get: (appId, paymentId, signal) =>
      http.request('payments', 'GET', one(appId, paymentId), { schema: TransactionSchema, signal }),
    trail: (appId, paymentId, signal) =>
      http.request('payments', 'GET', `${one(appId, paymentId)}/trail`, {
        schema: MoneyTrailSchema,
        signal,
      }),
    split: (appId, paymentId, signal) =>
      http.request('payments', 'GET', `${one(appId, paymentId)}/split`, {
        schema: v.nullable(PaymentSplitSchema),
        signal,
      }),
    create: (appId, input, key) => write(base(appId), input, key),
    capture: (appId, id, input, key) => write(`${one(appId, id)}/capture`, input, key),
    refund: (appId, id, input, key) => write(`${one(appId, id)}/refunds`, input, key),
    cancel: (appId, id, key) => write(`${one(appId, id)}/cancel`, {}, key),
    confirm: (appId, id, key) => write(`${one(appId, id)}/confirm`, {}, key),
    resend: (appId, id, input) =>
      http.request('payments', 'POST', `${one(appId, id)}/resend`, { body: input }),
    simulate: (appId, id, outcome, key) => write(`${one(appId, id)}/simulate`, { outcome }, key),
    async exportCsv(appId, filters, signal) {
      const response = await http.open('payments', 'GET', `${base(appId)}/export`, {
        query: queryOf(filters),
        signal,
        timeoutMs: STREAM_TIMEOUT_MS,
      })
      return response.blob()
    },
  }
}
