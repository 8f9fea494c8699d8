import type {
  CreateWebhookEndpoint,
  UpdateWebhookEndpoint,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from './schema.ts'

/**
 * The webhook console (recurrence/webhook): the app's endpoints and what was delivered to them.
 * The HTTP adapter calls the recurrence service's copy of the routes (recurrence level).
 */
export interface WebhooksApi {
  /** GET /apps/{appId}/webhooks */
  list(appId: number, signal?: AbortSignal): Promise<WebhookEndpoint[]>
  /** POST /apps/{appId}/webhooks: the signing secret is in this answer only. */
  create(appId: number, body: CreateWebhookEndpoint): Promise<WebhookEndpointWithSecret>
  /** PATCH /apps/{appId}/webhooks/{id} */
  update(appId: number, endpointId: number, body: UpdateWebhookEndpoint): Promise<WebhookEndpoint>
  /** DELETE /apps/{appId}/webhooks/{id}: its deliveries go with it. */
  remove(appId: number, endpointId: number): Promise<void>
  /** POST /apps/{appId}/webhooks/{id}/secret: a new secret, the old one stops signing at once. */
  rotateSecret(appId: number, endpointId: number): Promise<WebhookEndpointWithSecret>
  /** POST /apps/{appId}/webhooks/{id}/test: sends a webhook.test event to this endpoint. */
  sendTest(appId: number, endpointId: number): Promise<WebhookDelivery>
  /** GET /apps/{appId}/webhooks/deliveries: newest first, keyset pagination. */
  deliveries(
    appId: number,
    query?: WebhookDeliveryQuery,
    signal?: AbortSignal,
  ): Promise<WebhookDeliveryPage>
  /** POST /apps/{appId}/webhooks/deliveries/{id}/replay: the same event, as a new delivery. */
  replay(appId: number, deliveryId: number): Promise<WebhookDelivery>
}
