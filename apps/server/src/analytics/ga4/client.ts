/*
 * The GA4 Measurement Protocol, server side: `POST <base>/mp/collect?measurement_id&api_secret`
 * with `{ client_id, events: [{ name, params }] }` (answers 2xx whatever it thinks of the
 * event), and the validation server at `<base>/debug/mp/collect`, which answers
 * `{ validationMessages: [{ fieldPath, description, validationCode }] }` and records nothing.
 * The base is Google's unless GA4_MP_URL says otherwise (the stand-in in tests and the demo).
 */

export const GOOGLE_MP_BASE = 'https://www.google-analytics.com'
const TIMEOUT_MS = 10_000

export interface Ga4Target {
  measurementId: string
  apiSecret: string
}

export interface Ga4Event {
  name: string
  params: Record<string, string | number | boolean | Ga4Item[]>
}

export interface Ga4Item {
  item_name: string
  quantity: number
  price: number
}

export interface Ga4Body {
  client_id: string
  timestamp_micros?: number
  events: Ga4Event[]
}

export interface Ga4ValidationMessage {
  fieldPath: string
  description: string
  validationCode: string
}

/** What the server needs of the Measurement Protocol (a stand-in implements it in tests). */
export interface Ga4Client {
  /** Throws when the answer is not 2xx or the endpoint cannot be reached. */
  collect(target: Ga4Target, body: Ga4Body, signal?: AbortSignal): Promise<void>
  validate(target: Ga4Target, body: Ga4Body, signal?: AbortSignal): Promise<Ga4ValidationMessage[]>
}

export class Ga4Unreachable extends Error {
  override readonly name = 'Ga4Unreachable'
}

function address(base: string, path: string, target: Ga4Target): string {
  const url = new URL(path, base.endsWith('/') ? base : `${base}/`)
  url.searchParams.set('measurement_id', target.measurementId)
  url.searchParams.set('api_secret', target.apiSecret)
  return url.toString()
}

async function post(url: string, body: Ga4Body, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)])
        : AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    throw new Ga4Unreachable(error instanceof Error ? error.message : String(error))
  }
}

/** The real client, against `base` (Google's by default). */
export function httpGa4Client(base: string = GOOGLE_MP_BASE): Ga4Client {
  return {
    async collect(target, body, signal) {
      const answer = await post(address(base, 'mp/collect', target), body, signal)
      await answer.arrayBuffer()
      if (!answer.ok) throw new Ga4Unreachable(`GA4 answered ${answer.status}`)
    },
    async validate(target, body, signal) {
      const answer = await post(address(base, 'debug/mp/collect', target), body, signal)
      if (!answer.ok) {
        await answer.arrayBuffer()
        throw new Ga4Unreachable(`GA4 answered ${answer.status}`)
      }
      const json = (await answer.json()) as { validationMessages?: Ga4ValidationMessage[] }
      return Array.isArray(json.validationMessages) ? json.validationMessages : []
    },
  }
}

/** Where the demo's stand-in answers (mounted by analyticsRoutes when the demo is seeded). */
export const STAND_IN_PATH = '/ga4-stand-in'

/**
 * The base the server posts to: GA4_MP_URL when set (read on each use, so tests can point it at
 * their stand-in); in a seeded demo without it, the server's own stand-in; Google otherwise.
 */
export function ga4Base(config: { seed: boolean; publicUrl: string }): string {
  const configured = process.env.GA4_MP_URL
  if (configured) return configured
  return config.seed ? `${config.publicUrl}/api/analytics${STAND_IN_PATH}` : GOOGLE_MP_BASE
}

export function ga4Client(config: { seed: boolean; publicUrl: string }): Ga4Client {
  return httpGa4Client(ga4Base(config))
}
