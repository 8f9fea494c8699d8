import { ApiError } from '../http/api-error.ts'
import { parseBody } from '../http/field-errors.ts'
import type { WebhooksApi } from './api.ts'
import {
  CreateWebhookEndpointSchema,
  UpdateWebhookEndpointSchema,
  WEBHOOK_DELIVERY_PAGE_SIZE,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from './schema.ts'

export const sampleWebhookEndpoints: WebhookEndpoint[] = [
  {
    id: 4,
    url: 'https://hooks.planilhas.com.br/aurora/pagamentos',
    description: 'Planilha de conciliação',
    event_types: ['payment.created', 'payment.status_changed', 'payment.refunded'],
    active: false,
    secret_prefix: 'whsec_k7Pd',
    created_at: '2026-11-19T09:30:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
  },
  {
    id: 3,
    url: 'https://erp.lojaaurora.com.br/webhooks/vitrine',
    description: 'ERP',
    event_types: [
      'webhook.test',
      'subscription.created',
      'subscription.canceled',
      'invoice.paid',
      'invoice.failed',
    ],
    active: true,
    secret_prefix: 'whsec_Q2x9',
    created_at: '2026-11-18T14:00:00.000Z',
    updated_at: '2026-11-18T14:00:00.000Z',
  },
]

/** The body every attempt of a delivery sends, byte for byte, as the server builds it. */
function sampleBody(eventId: string, type: WebhookEventType, at: string, data: unknown) {
  return JSON.stringify({ id: eventId, type, created_at: at, app_id: 101, data })
}

type SampleAnswer = { status: number; body: string } | { error: string }

function sampleAttempt(
  url: string,
  eventId: string,
  type: WebhookEventType,
  body: string,
  attempt: number,
  at: string,
  answer: SampleAnswer,
): WebhookAttempt {
  return {
    attempt,
    at,
    request: {
      url,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Vitrine-Webhooks/1.0',
        'Vitrine-Event': type,
        'Vitrine-Event-Id': eventId,
        [WEBHOOK_SIGNATURE_HEADER]: `t=${Date.parse(at) / 1000},v1=${'ab'.repeat(32)}`,
      },
      body,
    },
    response:
      'status' in answer
        ? {
            status: answer.status,
            headers: { 'content-type': 'text/plain; charset=utf-8' },
            body: answer.body,
            body_truncated: false,
          }
        : null,
    duration_ms: 'status' in answer ? 120 + attempt * 37 : 10_000,
    error: 'error' in answer ? answer.error : null,
  }
}

function sampleDelivery(
  id: number,
  endpoint: WebhookEndpoint,
  type: WebhookEventType,
  data: unknown,
  status: WebhookDelivery['status'],
  answers: { at: string; answer: SampleAnswer }[],
  trigger: WebhookDelivery['trigger'] = 'event',
): WebhookDelivery {
  const eventId = `evt_01fixture${id}`
  const created = answers[0]!.at
  const body = sampleBody(eventId, type, created, data)
  return {
    id,
    endpoint_id: endpoint.id,
    event_id: eventId,
    event_type: type,
    trigger,
    replay_of: null,
    status,
    attempts: answers.map(({ at, answer }, index) =>
      sampleAttempt(endpoint.url, eventId, type, body, index + 1, at, answer),
    ),
    created_at: created,
    delivered_at: status === 'delivered' ? answers.at(-1)!.at : null,
  }
}

const [sheet, erp] = sampleWebhookEndpoints as [WebhookEndpoint, WebhookEndpoint]
/** Two subscribers' invoices: one paid on its retry, one whose card was just declined. */
const invoice = (paid: boolean) => ({
  invoice: {
    id: paid ? 501 : 502,
    subscription_id: paid ? 'sub_7Kq2mX9pLw4vR8tN' : 'sub_3Hf8sQ1vZc6yB2kD',
    cycle: paid ? 3 : 2,
    status: 'active',
    amount_cents: paid ? 8990 : 4990,
    attempts: paid ? 2 : 1,
    payment_id: paid ? 90412 : 90415,
    payment_status: paid ? 'paid' : 'failed',
    paid_at: paid ? '2026-11-20T15:00:00.000Z' : null,
    next_retry_at: paid ? null : '2026-11-21T16:00:00.000Z',
  },
})

/** Newest first: a retry under way, a paid invoice, a failed payment event, the first test. */
export const sampleWebhookDeliveries: WebhookDelivery[] = [
  sampleDelivery(
    12,
    erp,
    'invoice.failed',
    { ...invoice(false), reason: 'Cartão recusado' },
    'pending',
    [
      { at: '2026-11-20T16:00:00.000Z', answer: { status: 503, body: 'Service Unavailable' } },
      { at: '2026-11-20T16:00:30.000Z', answer: { error: 'Sem resposta em 10 s (timeout).' } },
    ],
  ),
  sampleDelivery(11, erp, 'invoice.paid', invoice(true), 'delivered', [
    { at: '2026-11-20T15:00:00.000Z', answer: { status: 200, body: '{"ok":true}' } },
  ]),
  sampleDelivery(
    10,
    sheet,
    'payment.created',
    {
      payment: {
        id: 90400,
        type: 'pix',
        status: 'pending',
        amount_cents: 15000,
        captured_cents: 0,
        refunded_cents: 0,
        customer_id: 12,
        gateway_id: 2,
        external_id: null,
      },
    },
    'failed',
    [
      { at: '2026-11-19T10:00:00.000Z', answer: { error: 'Conexão recusada (ECONNREFUSED).' } },
      { at: '2026-11-19T10:00:30.000Z', answer: { status: 404, body: 'Not Found' } },
    ],
  ),
  sampleDelivery(
    9,
    erp,
    'webhook.test',
    { message: 'Evento de teste enviado pela Vitrine.' },
    'delivered',
    [
      { at: '2026-11-18T14:05:00.000Z', answer: { status: 503, body: 'Service Unavailable' } },
      { at: '2026-11-18T14:05:30.000Z', answer: { status: 200, body: 'ok' } },
    ],
    'test',
  ),
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
