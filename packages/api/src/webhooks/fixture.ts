import { ApiError } from '../http/api-error.ts'
import { parseBody } from '../http/field-errors.ts'
import type { WebhooksApi } from './api.ts'
import {
  CreateWebhookEndpointSchema,
  UpdateWebhookEndpointSchema,
  WEBHOOK_DELIVERY_PAGE_SIZE,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './schema.ts'

export const sampleWebhookEndpoints: WebhookEndpoint[] = [
  {
    id: 3,
    url: 'https://erp.lojaaurora.com.br/webhooks/vitrine',
    description: 'ERP',
    event_types: ['webhook.test'],
    active: true,
    secret_prefix: 'whsec_Q2x9',
    created_at: '2026-11-18T14:00:00.000Z',
    updated_at: '2026-11-18T14:00:00.000Z',
  },
]

const sampleBody = JSON.stringify({
  id: 'evt_01fixture',
  type: 'webhook.test',
  created_at: '2026-11-20T12:00:00.000Z',
  app_id: 101,
  data: { message: 'Evento de teste enviado pela Vitrine.' },
})

function sampleAttempt(
  attempt: number,
  at: string,
  status: number,
): WebhookDelivery['attempts'][0] {
  return {
    attempt,
    at,
    request: {
      url: 'https://erp.lojaaurora.com.br/webhooks/vitrine',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: `t=${Date.parse(at) / 1000},v1=${'ab'.repeat(32)}`,
      },
      body: sampleBody,
    },
    response: {
      status,
      headers: { 'content-type': 'text/plain' },
      body: status === 200 ? 'ok' : 'Service Unavailable',
      body_truncated: false,
    },
    duration_ms: 120,
    error: null,
  }
}

export const sampleWebhookDeliveries: WebhookDelivery[] = [
  {
    id: 9,
    endpoint_id: 3,
    event_id: 'evt_01fixture',
    event_type: 'webhook.test',
    trigger: 'test',
    replay_of: null,
    status: 'delivered',
    attempts: [
      sampleAttempt(1, '2026-11-20T12:00:00.000Z', 503),
      sampleAttempt(2, '2026-11-20T12:00:30.000Z', 200),
    ],
    created_at: '2026-11-20T12:00:00.000Z',
    delivered_at: '2026-11-20T12:00:30.000Z',
  },
]

export interface WebhooksFixtureState {
  endpoints: WebhookEndpoint[]
  deliveries: WebhookDelivery[]
  nextId: number
}

export function sampleWebhooksState(empty: boolean): WebhooksFixtureState {
  return {
    endpoints: empty ? [] : structuredClone(sampleWebhookEndpoints),
    deliveries: empty ? [] : structuredClone(sampleWebhookDeliveries),
    nextId: 100,
  }
}

const notFound = () =>
  new ApiError({ statusCode: 404, statusMessage: 'Not Found', message: 'Webhook não encontrado.' })

/**
 * Endpoints and deliveries in memory. Deliveries made here (test, replay) are answered as
 * pending with no attempt: nothing is sent.
 */
export function createWebhooksFixture(
  state: WebhooksFixtureState,
  lang: 'en' | 'pt-BR',
  now: () => Date,
): WebhooksApi {
  const find = (id: number) => {
    const endpoint = state.endpoints.find((candidate) => candidate.id === id)
    if (!endpoint) throw notFound()
    return endpoint
  }
  const secret = (id: number) => `${WEBHOOK_SECRET_PREFIX}fixture${String(id).padStart(4, '0')}`
  const deliver = (
    delivery: Omit<WebhookDelivery, 'id' | 'attempts' | 'status' | 'created_at' | 'delivered_at'>,
  ) => {
    const created: WebhookDelivery = {
      ...delivery,
      id: state.nextId++,
      status: 'pending',
      attempts: [],
      created_at: now().toISOString(),
      delivered_at: null,
    }
    state.deliveries.unshift(created)
    return structuredClone(created)
  }
  return {
    async list() {
      return structuredClone(state.endpoints)
    },
    async create(_appId, body) {
      const input = parseBody(CreateWebhookEndpointSchema, body, lang)
      const id = state.nextId++
      const at = now().toISOString()
      const endpoint: WebhookEndpoint = {
        id,
        url: input.url,
        description: input.description,
        event_types: input.event_types,
        active: input.active,
        secret_prefix: secret(id).slice(0, 10),
        created_at: at,
        updated_at: at,
      }
      state.endpoints.unshift(endpoint)
      return { endpoint: structuredClone(endpoint), secret: secret(id) }
    },
    async update(_appId, endpointId, body) {
      const endpoint = find(endpointId)
      Object.assign(endpoint, parseBody(UpdateWebhookEndpointSchema, body, lang), {
        updated_at: now().toISOString(),
      })
      return structuredClone(endpoint)
    },
    async remove(_appId, endpointId) {
      find(endpointId)
      state.endpoints = state.endpoints.filter((endpoint) => endpoint.id !== endpointId)
      state.deliveries = state.deliveries.filter((delivery) => delivery.endpoint_id !== endpointId)
    },
    async rotateSecret(_appId, endpointId) {
      const endpoint = find(endpointId)
      const rotated = `${secret(endpointId)}r${state.nextId++}`
      endpoint.secret_prefix = rotated.slice(0, 10)
      return { endpoint: structuredClone(endpoint), secret: rotated }
    },
    async sendTest(_appId, endpointId) {
      find(endpointId)
      return deliver({
        endpoint_id: endpointId,
        event_id: `evt_fixture${state.nextId}`,
        event_type: 'webhook.test',
        trigger: 'test',
        replay_of: null,
      })
    },
    async deliveries(_appId, query = {}) {
      const matching = state.deliveries.filter(
        (delivery) =>
          (!query.endpoint_id || delivery.endpoint_id === query.endpoint_id) &&
          (!query.status || delivery.status === query.status),
      )
      const start = query.cursor ? Number(query.cursor) : 0
      const limit = query.limit ?? WEBHOOK_DELIVERY_PAGE_SIZE
      const items = matching.slice(start, start + limit)
      const next = start + limit < matching.length ? String(start + limit) : null
      return { items: structuredClone(items), next_cursor: next }
    },
    async replay(_appId, deliveryId) {
      const original = state.deliveries.find((delivery) => delivery.id === deliveryId)
      if (!original) throw notFound()
      return deliver({
        endpoint_id: original.endpoint_id,
        event_id: original.event_id,
        event_type: original.event_type,
        trigger: 'replay',
        replay_of: original.id,
      })
    },
  }
}
