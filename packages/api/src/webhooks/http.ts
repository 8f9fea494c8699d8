import type { HttpClient } from '../http/client.ts'
import type { WebhooksApi } from './api.ts'
import {
  WebhookDeliveryPageSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from './schema.ts'

export function createHttpWebhooksApi(http: HttpClient): WebhooksApi {
  const base = (appId: number) => `/apps/${appId}/webhooks`
  return {
    list: (appId, signal) =>
      http.request('main', 'GET', base(appId), { schema: WebhookEndpointListSchema, signal }),
    create: (appId, body) =>
      http.request('main', 'POST', base(appId), { body, schema: WebhookEndpointWithSecretSchema }),
    update: (appId, endpointId, body) =>
      http.request('main', 'PATCH', `${base(appId)}/${endpointId}`, {
        body,
        schema: WebhookEndpointSchema,
      }),
    remove: (appId, endpointId) => http.request('main', 'DELETE', `${base(appId)}/${endpointId}`),
    rotateSecret: (appId, endpointId) =>
      http.request('main', 'POST', `${base(appId)}/${endpointId}/secret`, {
        schema: WebhookEndpointWithSecretSchema,
      }),
    sendTest: (appId, endpointId) =>
      http.request('main', 'POST', `${base(appId)}/${endpointId}/test`, {
        schema: WebhookDeliverySchema,
      }),
    deliveries: (appId, query = {}, signal) =>
      http.request('main', 'GET', `${base(appId)}/deliveries`, {
        query: { ...query },
        schema: WebhookDeliveryPageSchema,
        signal,
      }),
    replay: (appId, deliveryId) =>
      http.request('main', 'POST', `${base(appId)}/deliveries/${deliveryId}/replay`, {
        schema: WebhookDeliverySchema,
      }),
  }
}
