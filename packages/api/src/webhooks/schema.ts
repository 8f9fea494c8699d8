import * as v from 'valibot'
import { PAYMENT_STATUSES } from '../payments/timeline/transitions.ts'
import { INVOICE_STATUSES, SUBSCRIPTION_STATUSES } from '../recurrence/subscriptions.ts'
import { PAYMENT_TYPES } from '../transactions/schema.ts'
import { length, required, url } from '../validation/index.ts'

/** What every payment event carries: the payment as it stands after the change. */
const PaymentEventDataSchema = v.object({
  payment: v.object({
    id: v.number(),
    type: v.picklist(PAYMENT_TYPES),
    status: v.picklist(PAYMENT_STATUSES),
    amount_cents: v.number(),
    captured_cents: v.number(),
    refunded_cents: v.number(),
    customer_id: v.nullable(v.number()),
    gateway_id: v.nullable(v.number()),
    external_id: v.nullable(v.string()),
  }),
  /** For status changes: where it came from. */
  previous_status: v.optional(v.picklist(PAYMENT_STATUSES)),
  /** For captures and refunds: how much this one moved. */
  amount_cents: v.optional(v.number()),
})

/** What every subscription event carries: the subscription as it stands after the change. */
const SubscriptionEventDataSchema = v.object({
  subscription: v.object({
    /** The public id (the subscriber's page address). */
    id: v.string(),
    customer_id: v.number(),
    plan_id: v.number(),
    status: v.picklist(SUBSCRIPTION_STATUSES),
    current_cycle: v.number(),
    next_charge_at: v.nullable(v.string()),
    cancel_at_period_end: v.boolean(),
  }),
  /** For status changes: where it came from. */
  previous_status: v.optional(v.picklist(SUBSCRIPTION_STATUSES)),
})

/** What every invoice event carries. */
const InvoiceEventDataSchema = v.object({
  invoice: v.object({
    id: v.number(),
    subscription_id: v.string(),
    cycle: v.number(),
    status: v.picklist(INVOICE_STATUSES),
    amount_cents: v.number(),
    attempts: v.number(),
    payment_id: v.nullable(v.number()),
    payment_status: v.nullable(v.picklist(PAYMENT_STATUSES)),
    paid_at: v.nullable(v.string()),
    next_retry_at: v.nullable(v.string()),
  }),
  /** For a failed charge: the provider's reason. */
  reason: v.optional(v.string()),
})

/** A Data Plus row as its trigger events carry it (packages/api/src/dataplus). */
const DataplusEventRowSchema = v.object({
  id: v.number(),
  values: v.record(v.string(), v.unknown()),
  created_at: v.string(),
  updated_at: v.string(),
})

/** What every Data Plus row event carries: the table, the row, and for updates the row before. */
const DataplusRowEventDataSchema = v.object({
  table: v.object({ id: v.number(), slug: v.string() }),
  row: DataplusEventRowSchema,
  old_row: v.optional(DataplusEventRowSchema),
})

/**
 * The events an endpoint can subscribe to, each with the schema of its `data`. A domain that
 * publishes a new event adds it here: the server's publish() is typed from this map, and
 * endpoints can only subscribe to what is listed.
 */
export const WEBHOOK_EVENTS = {
  /** Sent on demand from the endpoint's page (POST …/webhooks/{id}/test) to try the receiver. */
  'webhook.test': v.object({ message: v.string() }),
  /** A charge was created (its status is pending, or failed when the provider refused it). */
  'payment.created': PaymentEventDataSchema,
  /** Any move of the payment timeline (sent besides the more specific events below). */
  'payment.status_changed': PaymentEventDataSchema,
  /** A pre-authorisation was captured, in full or in part. */
  'payment.captured': PaymentEventDataSchema,
  /** Money went back to the payer: a refund (partial or whole) or a chargeback. */
  'payment.refunded': PaymentEventDataSchema,
  /** A subscription was created (trialing, or active with its first invoice issued). */
  'subscription.created': SubscriptionEventDataSchema,
  /** Its status, plan, charge date or cancellation at the period's end changed. */
  'subscription.updated': SubscriptionEventDataSchema,
  /** It was canceled (by the store, the subscriber, or dunning running out). */
  'subscription.canceled': SubscriptionEventDataSchema,
  /** A cycle's invoice was issued (a card charged at once, or a pix/boleto sent ahead). */
  'invoice.created': InvoiceEventDataSchema,
  /** An invoice was paid (at once or on a retry). */
  'invoice.paid': InvoiceEventDataSchema,
  /** A charge of an invoice failed; `next_retry_at` says when dunning tries again. */
  'invoice.failed': InvoiceEventDataSchema,
  /** An invoice's payment window closed unpaid. */
  'invoice.expired': InvoiceEventDataSchema,
  /** A row was added to a Data Plus table (its triggers and endpoints subscribed get it). */
  'dataplus.row.inserted': DataplusRowEventDataSchema,
  /** A Data Plus row was changed: `old_row` is how it was. */
  'dataplus.row.updated': DataplusRowEventDataSchema,
  /** A Data Plus row was deleted: `row` is how it was. */
  'dataplus.row.removed': DataplusRowEventDataSchema,
} satisfies Record<string, v.GenericSchema>

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS
export type WebhookEventData<T extends WebhookEventType> = v.InferOutput<(typeof WEBHOOK_EVENTS)[T]>
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as [
  WebhookEventType,
  ...WebhookEventType[],
]

/** Data Plus row events: each goes only to its table's triggers, which own their endpoints. */
export type TriggerEventType = Extract<WebhookEventType, `dataplus.${string}`>
export const isTriggerEvent = (type: string): type is TriggerEventType =>
  type.startsWith('dataplus.')
export const TRIGGER_EVENT_TYPES = WEBHOOK_EVENT_TYPES.filter(isTriggerEvent)

/**
 * What an endpoint of the webhook console (and its API) may subscribe to: every event but the
 * triggers'. An endpoint of a trigger is made, changed and deleted with its trigger only.
 */
export type ConsoleEventType = Exclude<WebhookEventType, TriggerEventType>
export const CONSOLE_EVENT_TYPES = WEBHOOK_EVENT_TYPES.filter(
  (type): type is ConsoleEventType => !isTriggerEvent(type),
) as [ConsoleEventType, ...ConsoleEventType[]]

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Vitrine-Signature'

/** Signing secrets start with this, so people tell them from API tokens. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_'

/** An endpoint as listed: never its secret, only the first characters to recognise it. */
export const WebhookEndpointSchema = v.object({
  id: v.number(),
  url: v.string(),
  description: v.nullable(v.string()),
  event_types: v.array(v.picklist(WEBHOOK_EVENT_TYPES)),
  active: v.boolean(),
  secret_prefix: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type WebhookEndpoint = v.InferOutput<typeof WebhookEndpointSchema>

export const WebhookEndpointListSchema = v.array(WebhookEndpointSchema)

/** The endpoint and its signing secret: shown when created or rotated, never again. */
export const WebhookEndpointWithSecretSchema = v.object({
  endpoint: WebhookEndpointSchema,
  secret: v.string(),
})
export type WebhookEndpointWithSecret = v.InferOutput<typeof WebhookEndpointWithSecretSchema>

const urlLabel = { en: 'URL', 'pt-BR': 'URL' }
const descriptionLabel = { en: 'Description', 'pt-BR': 'Descrição' }
const eventsLabel = { en: 'Events', 'pt-BR': 'Eventos' }

const fields = {
  url: v.pipe(
    v.string(),
    v.trim(),
    required({ label: urlLabel }),
    url({ label: urlLabel }),
    length(0, 2000, { label: urlLabel }),
  ),
  description: v.nullable(
    v.pipe(v.string(), v.trim(), length(0, 200, { label: descriptionLabel })),
  ),
  event_types: v.pipe(
    v.array(v.picklist(CONSOLE_EVENT_TYPES)),
    required({ label: eventsLabel }),
    v.transform((types) => [...new Set(types)]),
  ),
  active: v.boolean(),
}

/** POST /apps/{appId}/webhooks */
export const CreateWebhookEndpointSchema = v.object({
  url: fields.url,
  description: v.optional(fields.description, null),
  event_types: fields.event_types,
  active: v.optional(fields.active, true),
})
export type CreateWebhookEndpoint = v.InferInput<typeof CreateWebhookEndpointSchema>

/** PATCH /apps/{appId}/webhooks/{id}: only the fields sent change. */
export const UpdateWebhookEndpointSchema = v.partial(v.object(fields))
export type UpdateWebhookEndpoint = v.InferInput<typeof UpdateWebhookEndpointSchema>

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'cancelled'] as const
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number]

/** What started a delivery: a published event, the test button, or a replay of another. */
export const WEBHOOK_TRIGGERS = ['event', 'test', 'replay'] as const

/** One HTTP request to the endpoint and what came back (null when nothing did). */
export const WebhookAttemptSchema = v.object({
  attempt: v.number(),
  at: v.string(),
  request: v.object({
    url: v.string(),
    headers: v.record(v.string(), v.string()),
    body: v.string(),
  }),
  response: v.nullable(
    v.object({
      status: v.number(),
      headers: v.record(v.string(), v.string()),
      /** The first 4 KB of the answer's body. */
      body: v.string(),
      body_truncated: v.boolean(),
    }),
  ),
  duration_ms: v.number(),
  /** Why no answer came: a timeout, a refused connection, a refused address… */
  error: v.nullable(v.string()),
})
export type WebhookAttempt = v.InferOutput<typeof WebhookAttemptSchema>

/** One event sent to one endpoint, with every attempt so far (oldest first). */
export const WebhookDeliverySchema = v.object({
  id: v.number(),
  endpoint_id: v.number(),
  event_id: v.string(),
  event_type: v.picklist(WEBHOOK_EVENT_TYPES),
  trigger: v.picklist(WEBHOOK_TRIGGERS),
  replay_of: v.nullable(v.number()),
  status: v.picklist(WEBHOOK_DELIVERY_STATUSES),
  attempts: v.array(WebhookAttemptSchema),
  created_at: v.string(),
  delivered_at: v.nullable(v.string()),
})
export type WebhookDelivery = v.InferOutput<typeof WebhookDeliverySchema>

/** A page of deliveries, newest first; `next_cursor` continues after its last one. */
export const WebhookDeliveryPageSchema = v.object({
  items: v.array(WebhookDeliverySchema),
  next_cursor: v.nullable(v.string()),
})
export type WebhookDeliveryPage = v.InferOutput<typeof WebhookDeliveryPageSchema>

const positiveId = v.pipe(v.string(), v.transform(Number), v.number(), v.integer(), v.minValue(1))

/** GET /apps/{appId}/webhooks/deliveries filters (query string). */
export const WebhookDeliveryQuerySchema = v.object({
  endpoint_id: v.optional(positiveId),
  status: v.optional(v.picklist(WEBHOOK_DELIVERY_STATUSES)),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
  limit: v.optional(v.pipe(positiveId, v.maxValue(100))),
})
export type WebhookDeliveryQuery = {
  endpoint_id?: number
  status?: WebhookDeliveryStatus
  cursor?: string
  limit?: number
}

export const WEBHOOK_DELIVERY_PAGE_SIZE = 20
