import type { HttpClient } from '../http/client.ts'
import type { WalletApi } from './api.ts'
import {
  PayoutPageSchema,
  PayoutSchema,
  StatementPageSchema,
  SupplierPageSchema,
  SupplierSchema,
  WalletBalanceSchema,
  WalletSettingsSchema,
  type StatementQuery,
} from './schema.ts'

/** A statement export is one streamed answer: it may take long for years of lines. */
const STREAM_TIMEOUT_MS = 10 * 60_000

export function createHttpWalletApi(http: HttpClient): WalletApi {
  const base = (appId: number) => `/apps/${appId}/wallet`
  const supplier = (appId: number, supplierId: number) => `${base(appId)}/suppliers/${supplierId}`
  /** A write that moves money: once per key, the answer a payout. */
  const payout = (path: string, body: unknown, idempotencyKey: string) =>
    http.request('payments', 'POST', path, {
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
      schema: PayoutSchema,
    })
  return {
    settings: (appId, signal) =>
      http.request('payments', 'GET', base(appId), { schema: WalletSettingsSchema, signal }),
    saveSettings: (appId, input) =>
      http.request('payments', 'PUT', `${base(appId)}/settings`, {
        body: input,
        schema: WalletSettingsSchema,
      }),
    setEnabled: (appId, enabled) =>
      http.request('payments', 'PUT', `${base(appId)}/enabled`, {
        body: { enabled },
        schema: WalletSettingsSchema,
      }),
    balance: (appId, signal) =>
      http.request('payments', 'GET', `${base(appId)}/balance`, {
        schema: WalletBalanceSchema,
        signal,
      }),
    statement: (appId, query = {}, signal) =>
      http.request('payments', 'GET', `${base(appId)}/statement`, {
        query,
        schema: StatementPageSchema,
        signal,
      }),
    async exportStatement(appId, query: StatementQuery = {}) {
      // The whole filtered set: the page position means nothing to the export.
      const { cursor: _cursor, limit: _limit, ...filters } = query
      const response = await http.open('payments', 'GET', `${base(appId)}/statement.csv`, {
        query: filters,
        timeoutMs: STREAM_TIMEOUT_MS,
      })
      return response.blob()
    },
    withdraw: (appId, input, idempotencyKey) =>
      payout(`${base(appId)}/withdrawals`, input, idempotencyKey),
    payouts: (appId, query = {}, signal) =>
      http.request('payments', 'GET', `${base(appId)}/payouts`, {
        query,
        schema: PayoutPageSchema,
        signal,
      }),
    suppliers: (appId, query = {}, signal) =>
      http.request('payments', 'GET', `${base(appId)}/suppliers`, {
        query: { ...query, q: query.q || undefined },
        schema: SupplierPageSchema,
        signal,
      }),
    supplier: (appId, supplierId, signal) =>
      http.request('payments', 'GET', supplier(appId, supplierId), {
        schema: SupplierSchema,
        signal,
      }),
    createSupplier: (appId, input) =>
      http.request('payments', 'POST', `${base(appId)}/suppliers`, {
        body: input,
        schema: SupplierSchema,
      }),
    updateSupplier: (appId, supplierId, input) =>
      http.request('payments', 'PUT', supplier(appId, supplierId), {
        body: input,
        schema: SupplierSchema,
      }),
    setSupplierArchived: (appId, supplierId, archived) =>
      http.request('payments', 'PUT', `${supplier(appId, supplierId)}/archived`, {
        body: { archived },
        schema: SupplierSchema,
      }),
    paySupplier: (appId, supplierId, input, idempotencyKey) =>
      payout(`${supplier(appId, supplierId)}/payments`, input, idempotencyKey),
  }
}
