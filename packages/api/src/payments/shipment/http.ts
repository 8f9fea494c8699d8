import * as v from 'valibot'
import type { HttpClient } from '../../http/client.ts'
import type { ShipmentsApi } from './api.ts'
import { ShipmentSchema } from './schema.ts'

export function createHttpShipmentsApi(http: HttpClient): ShipmentsApi {
  const path = (appId: number, paymentId: number) =>
    `/apps/${appId}/transactions/${paymentId}/shipment`
  return {
    get: (appId, paymentId, signal) =>
      http.request('payments', 'GET', path(appId, paymentId), {
        schema: v.nullable(ShipmentSchema),
        signal,
      }),
    save: (appId, paymentId, input) =>
      http.request('payments', 'PUT', path(appId, paymentId), {
        body: input,
        schema: ShipmentSchema,
      }),
  }
}
