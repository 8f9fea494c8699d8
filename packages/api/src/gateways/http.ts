import type { HttpClient } from '../http/client.ts'
import type { GatewaysApi } from './api.ts'
import { GatewayListSchema, GatewaySchema, InstallmentSetupSchema } from './schema.ts'

export function createHttpGatewaysApi(http: HttpClient): GatewaysApi {
  const base = (appId: number) => `/apps/${appId}/gateways`
  return {
    list: (appId, type, signal) =>
      http.request('payments', 'GET', base(appId), {
        query: { type },
        schema: GatewayListSchema,
        signal,
      }),
    get: (appId, gatewayId, signal) =>
      http.request('payments', 'GET', `${base(appId)}/${gatewayId}`, {
        schema: GatewaySchema,
        signal,
      }),
    create: (appId, input) =>
      http.request('payments', 'POST', base(appId), { body: input, schema: GatewaySchema }),
    update: (appId, gatewayId, input) =>
      http.request('payments', 'PUT', `${base(appId)}/${gatewayId}`, {
        body: input,
        schema: GatewaySchema,
      }),
    remove: (appId, gatewayId) => http.request('payments', 'DELETE', `${base(appId)}/${gatewayId}`),
    installments: (appId, signal) =>
      http.request('payments', 'GET', `/apps/${appId}/installments`, {
        schema: InstallmentSetupSchema,
        signal,
      }),
    saveInstallments: (appId, input) =>
      http.request('payments', 'PUT', `/apps/${appId}/installments`, {
        body: input,
        schema: InstallmentSetupSchema,
      }),
  }
}
