import { Hono } from 'hono'
import type { Ga4Body, Ga4ValidationMessage } from './client.ts'

/*
 * A local stand-in of the Measurement Protocol for tests and the demo: `mp/collect` answers
 * 204 and keeps what it got; `debug/mp/collect` answers the validation server's format for the
 * checks Google documents that matter to us (measurement id and client id present, event names
 * letters/digits/underscore starting with a letter, not reserved, at most 25 events, 25 params,
 * param names at most 40 characters). Like Google, it does not check the API secret's value.
 */

export interface Ga4Received {
  measurementId: string
  apiSecret: string
  body: Ga4Body
}

const RESERVED = [
  'ad_activeview',
  'ad_click',
  'ad_exposure',
  'ad_query',
  'ad_reward',
  'adunit_exposure',
  'app_clear_data',
  'app_exception',
  'app_install',
  'app_remove',
  'app_store_refund',
  'app_update',
  'app_upgrade',
  'dynamic_link_app_open',
  'dynamic_link_app_update',
  'dynamic_link_first_open',
  'error',
  'first_open',
  'first_visit',
  'in_app_purchase',
  'notification_dismiss',
  'notification_foreground',
  'notification_open',
  'notification_receive',
  'notification_send',
  'os_update',
  'session_start',
  'user_engagement',
]
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/

export function validateGa4(measurementId: string | null, body: unknown): Ga4ValidationMessage[] {
  const messages: Ga4ValidationMessage[] = []
  if (!measurementId || !/^G-[A-Z0-9]{4,12}$/.test(measurementId)) {
    messages.push({
      fieldPath: 'measurement_id',
      description: `Unable to find non-empty parameter [measurement_id] value in request.`,
      validationCode: measurementId ? 'VALUE_INVALID' : 'VALUE_REQUIRED',
    })
  }
  const payload = (body ?? {}) as Partial<Ga4Body>
  if (typeof payload.client_id !== 'string' || payload.client_id === '') {
    messages.push({
      fieldPath: 'client_id',
      description: 'Measurement requires a client_id.',
      validationCode: 'VALUE_REQUIRED',
    })
  }
  const events = Array.isArray(payload.events) ? payload.events : []
  if (events.length === 0 || events.length > 25) {
    messages.push({
      fieldPath: 'events',
      description: 'A request must have between 1 and 25 events.',
      validationCode: events.length === 0 ? 'VALUE_REQUIRED' : 'EXCEEDED_MAX_ENTITIES',
    })
  }
  events.forEach((event, index) => {
    const name = String(event?.name ?? '')
    if (!NAME.test(name)) {
      messages.push({
        fieldPath: 'events',
        description: `Event at index: [${index}] has invalid name [${name}]. Names must start with an alphabetic character.`,
        validationCode: 'NAME_INVALID',
      })
    } else if (RESERVED.includes(name)) {
      messages.push({
        fieldPath: 'events',
        description: `Event at index: [${index}] has name [${name}] which is reserved.`,
        validationCode: 'NAME_RESERVED',
      })
    }
    const params = Object.keys(event?.params ?? {})
    if (params.length > 25) {
      messages.push({
        fieldPath: `events[${index}].params`,
        description: `Event at index: [${index}] has more than 25 params.`,
        validationCode: 'EXCEEDED_MAX_ENTITIES',
      })
    }
    for (const param of params) {
      if (!NAME.test(param)) {
        messages.push({
          fieldPath: `events[${index}].params`,
          description: `Event at index: [${index}] has invalid param [${param}].`,
          validationCode: 'NAME_INVALID',
        })
      }
    }
  })
  return messages
}

/** The stand-in's routes (`<base>/mp/collect`, `<base>/debug/mp/collect`) and what it received. */
export function ga4StandIn(received: Ga4Received[] = []) {
  const routes = new Hono()
  const read = async (raw: Request) => {
    try {
      return (await raw.json()) as unknown
    } catch {
      return null
    }
  }
  routes.post('/mp/collect', async (c) => {
    const body = await read(c.req.raw)
    const measurementId = c.req.query('measurement_id') ?? ''
    // Like Google: a malformed hit is still a 2xx, and it is simply not recorded.
    if (validateGa4(measurementId, body).length === 0) {
      received.push({
        measurementId,
        apiSecret: c.req.query('api_secret') ?? '',
        body: body as Ga4Body,
      })
    }
    return c.body(null, 204)
  })
  routes.post('/debug/mp/collect', async (c) => {
    const body = await read(c.req.raw)
    return c.json({ validationMessages: validateGa4(c.req.query('measurement_id') ?? null, body) })
  })
  return { routes, received }
}
