import type { HttpClient } from '../http/client.ts'
import type { WebhooksApi } from './api.ts'
import {
  WebhookDeliveryPageSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from './schema.ts'

/**
 * The server answers the webhook routes on two services, each at its own area's level: main
 * (settings) and recurrence. The panel's only webhook screen is the recurrence console
 * (specification section 2, recurrence/webhook), whose guard opens it by the recurrence level,
 * so the adapter calls the recurrence service: what the person may do there is what their
 * recurrence level allows, never their settings level.
 */
export function createHttpWebhooksApi(
  http: HttpClient,
  service: 'main' | 'recurrence' = 'recurrence',
): WebhooksApi {
  const base = (appId: number) => `/apps/${appId}/webhooks`
  return {
    list: (appId, signal) =>
      http.request(service, 'GET', base(appId), { schema: WebhookEndpointListSchema, signal }),
    create: (appId, body) =>
      http.request(service, 'POST', base(appId), { body, schema: WebhookEndpointWithSecretSchema }),
    update: (appId, endpointId, body) =>
      http.request(service, 'PATCH', `${base(appId)}/${endpointId}`, {
        body,
        schema: WebhookEndpointSchema,
      }),
    remove: (appId, endpointId) => http.request(service, 'DELETE', `${base(appId)}/${endpointId}`),
    rotateSecret: (appId, endpointId) =>
      http.request(service, 'POST', `${base(appId)}/${endpointId}/secret`, {
        schema: WebhookEndpointWithSecretSchema,
      }),
    sendTest: (appId, endpointId) =>
      http.request(service, 'POST', `${base(appId)}/${endpointId}/test`, {
        schema: WebhookDeliverySchema,
      }),
    deliveries: (appId, query = {}, signal) =>
      http.request(service, 'GET', `${base(appId)}/deliveries`, {
        query: { ...query },
        schema: WebhookDeliveryPageSchema,
        signal,
      }),
    replay: (appId, deliveryId) =>
      http.request(service, 'POST', `${base(appId)}/deliveries/${deliveryId}/replay`, {
        schema: WebhookDeliverySchema,
      }),
  }
}
