import type { HttpClient } from '../http/client.ts'
import type { SplitApi } from './api.ts'
import { SplitGatewayListSchema } from './gateways.ts'
import { SellerImportReportSchema } from './import/schema.ts'
import { SellerPartsPageSchema, SellerReleaseSchema } from './parts.ts'
import { EfiRuleAnswerSchema } from './rules-api.ts'
import { SellerPageSchema, SellerSchema } from './sellers.ts'
import {
  SplitRuleCurrentSchema,
  SplitRuleHistorySchema,
  SplitRuleSavedSchema,
  SplitRuleVersionSchema,
} from './versions.ts'

export function createHttpSplitApi(http: HttpClient): SplitApi {
  const gateway = (appId: number, gatewayId: number) => `/apps/${appId}/split/gateways/${gatewayId}`
  const sellers = (appId: number, gatewayId: number) => `${gateway(appId, gatewayId)}/sellers`
  const seller = (appId: number, gatewayId: number, sellerId: number) =>
    `${sellers(appId, gatewayId)}/${sellerId}`
  const rule = (appId: number, gatewayId: number) => `${gateway(appId, gatewayId)}/rule`
  return {
    listGateways: (appId, signal) =>
      http.request('payments', 'GET', `/apps/${appId}/split/gateways`, {
        schema: SplitGatewayListSchema,
        signal,
      }),
    listSellers: (appId, gatewayId, query = {}, signal) =>
      http.request('payments', 'GET', sellers(appId, gatewayId), {
        query: { ...query, q: query.q || undefined },
        schema: SellerPageSchema,
        signal,
      }),
    getSeller: (appId, gatewayId, sellerId, signal) =>
      http.request('payments', 'GET', seller(appId, gatewayId, sellerId), {
        schema: SellerSchema,
        signal,
      }),
    createSeller: (appId, gatewayId, input) =>
      http.request('payments', 'POST', sellers(appId, gatewayId), {
        body: input,
        schema: SellerSchema,
      }),
    updateSeller: (appId, gatewayId, sellerId, input) =>
      http.request('payments', 'PUT', seller(appId, gatewayId, sellerId), {
        body: input,
        schema: SellerSchema,
      }),
    suspendSeller: (appId, gatewayId, sellerId) =>
      http.request('payments', 'POST', `${seller(appId, gatewayId, sellerId)}/suspend`, {
        body: {},
        schema: SellerSchema,
      }),
    reactivateSeller: (appId, gatewayId, sellerId) =>
      http.request('payments', 'POST', `${seller(appId, gatewayId, sellerId)}/reactivate`, {
        body: {},
        schema: SellerSchema,
      }),
    sellerParts: (appId, gatewayId, sellerId, cursor, signal) =>
      http.request('payments', 'GET', `${seller(appId, gatewayId, sellerId)}/parts`, {
        query: { cursor },
        schema: SellerPartsPageSchema,
        signal,
      }),
    releaseSeller: (appId, gatewayId, sellerId, idempotencyKey) =>
      http.request('payments', 'POST', `${seller(appId, gatewayId, sellerId)}/release`, {
        body: {},
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: SellerReleaseSchema,
      }),
    currentRule: (appId, gatewayId, signal) =>
      http.request('payments', 'GET', rule(appId, gatewayId), {
        schema: SplitRuleCurrentSchema,
        signal,
      }),
    ruleHistory: (appId, gatewayId, cursor, signal) =>
      http.request('payments', 'GET', `${rule(appId, gatewayId)}/versions`, {
        query: { cursor },
        schema: SplitRuleHistorySchema,
        signal,
      }),
    ruleVersion: (appId, gatewayId, version, signal) =>
      http.request('payments', 'GET', `${rule(appId, gatewayId)}/versions/${version}`, {
        schema: SplitRuleVersionSchema,
        signal,
      }),
    saveRule: (appId, gatewayId, body, options = {}) =>
      http.request('payments', 'PUT', rule(appId, gatewayId), {
        query: { base_version: options.baseVersion },
        body,
        schema: SplitRuleSavedSchema,
      }),
    efiCustomRule: (appId, gatewayId, signal) =>
      http.request('payments', 'GET', `${rule(appId, gatewayId)}/eficustom`, {
        schema: EfiRuleAnswerSchema,
        signal,
      }),
    saveEfiCustomRule: (appId, gatewayId, config, options = {}) =>
      http.request('payments', 'PUT', `${rule(appId, gatewayId)}/eficustom`, {
        query: { base_version: options.baseVersion },
        body: config,
        schema: SplitRuleSavedSchema,
      }),
    // The file goes as the body itself (text/csv), as the customers' import sends it.
    importSellers: (appId, gatewayId, file, { dryRun, signal }) =>
      http.request('payments', 'POST', `${sellers(appId, gatewayId)}/import`, {
        query: { dry_run: dryRun ? 1 : 0 },
        body: file.type ? file : new Blob([file], { type: 'text/csv' }),
        schema: SellerImportReportSchema,
        signal,
      }),
  }
}
