import * as v from 'valibot'
import { ApiError, isApiErrorShape } from './api-error.ts'
import type { RuntimeConfig, Service } from './services.ts'

/** Header names sent on every call (specification section 7). */
export const HEADERS = {
  token: 'Token',
  language: 'Language',
  whitelabelHash: 'Whitelabel-Hash',
} as const

export interface HttpClientOptions {
  services: RuntimeConfig['services']
  /** The session token, read at call time so a new login applies to the next call. */
  getToken: () => string | null | undefined
  getLanguage: () => string
  getWhitelabelHash?: () => string | null | undefined
  timeoutMs?: number
  fetch?: typeof fetch
}

export interface RequestOptions<TSchema extends v.GenericSchema | undefined> {
  body?: unknown
  query?: Record<string, string | number | boolean | null | undefined>
  /** The answer is parsed with this schema; without one the answer is ignored. */
  schema?: TSchema
  signal?: AbortSignal
  /** Extra request headers, e.g. the `Idempotency-Key` of a write that moves money. */
  headers?: Record<string, string>
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface HttpClient {
  /**
   * The raw answer of a successful call, for bodies that are not one JSON value (a streamed
   * CSV, progress lines). Failures throw ApiError as `request` does. `timeoutMs` overrides the
   * client's (long work streams for longer than one answer takes).
   */
  open(
    service: Service,
    method: HttpMethod,
    path: string,
    options?: Omit<RequestOptions<undefined>, 'schema'> & { timeoutMs?: number },
  ): Promise<Response>
  request<TSchema extends v.GenericSchema | undefined = undefined>(
    service: Service,
    method: HttpMethod,
    path: string,
    options?: RequestOptions<TSchema>,
  ): Promise<TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : void>
}

const clientMessages = {
  network: {
    en: 'Could not reach the server. Check your connection and try again.',
    pt: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
  },
  timeout: {
    en: 'The server took too long to answer. Try again.',
    pt: 'O servidor demorou demais para responder. Tente novamente.',
  },
  unexpected: {
    en: 'The server sent an unexpected answer.',
    pt: 'O servidor enviou uma resposta inesperada.',
  },
  failed: {
    en: 'The request failed.',
    pt: 'A requisição falhou.',
  },
} as const

function message(key: keyof typeof clientMessages, language: string): string {
  return clientMessages[key][language.toLowerCase().startsWith('pt') ? 'pt' : 'en']
}

function buildUrl(base: string, path: string, query: RequestOptions<undefined>['query']): string {
  const url = `${base.replace(/\/$/, '')}${path}`
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `${url}?${search}` : url
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * The real adapter's transport: adds the Token, Language and white-label hash headers, picks
 * the service's base URL, applies a timeout on top of the caller's abort signal, and turns
 * every failure into an ApiError.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const timeoutMs = options.timeoutMs ?? 15_000

  async function open(
    service: Service,
    method: HttpMethod,
    path: string,
    {
      body,
      query,
      signal,
      headers: extraHeaders,
      timeoutMs: callTimeoutMs = timeoutMs,
    }: Omit<RequestOptions<undefined>, 'schema'> & { timeoutMs?: number } = {},
  ): Promise<Response> {
    const language = options.getLanguage()
    const headers = new Headers({
      ...extraHeaders,
      Accept: 'application/json',
      [HEADERS.language]: language,
    })
    const token = options.getToken()
    if (token) headers.set(HEADERS.token, token)
    const hash = options.getWhitelabelHash?.()
    if (hash) headers.set(HEADERS.whitelabelHash, hash)

    let payload: BodyInit | undefined
    if (body instanceof FormData) payload = body
    else if (body instanceof Blob) {
      // A file goes as it is (its own type), so the server reads its bytes untouched.
      headers.set('Content-Type', body.type || 'application/octet-stream')
      payload = body
    } else if (body !== undefined) {
      headers.set('Content-Type', 'application/json')
      payload = JSON.stringify(body)
    }

    const timeout = AbortSignal.timeout(callTimeoutMs)
    let response: Response
    try {
      response = await doFetch(buildUrl(options.services[service], path, query), {
        method,
        headers,
        body: payload,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
    } catch (error) {
      // The caller's own abort is not a failure to report: let it through untouched.
      if (signal?.aborted) throw signal.reason ?? error
      if (timeout.aborted) {
        throw new ApiError({
          statusCode: 408,
          statusMessage: 'Request Timeout',
          message: message('timeout', language),
        })
      }
      throw new ApiError({
        statusCode: 0,
        statusMessage: 'Network Error',
        message: message('network', language),
      })
    }

    if (!response.ok) {
      const data = await readBody(response)
      if (isApiErrorShape(data)) throw new ApiError(data)
      throw new ApiError({
        statusCode: response.status,
        statusMessage: response.statusText,
        message: message('failed', language),
        data,
      })
    }
    return response
  }

  async function request(
    service: Service,
    method: HttpMethod,
    path: string,
    { schema, ...rest }: RequestOptions<v.GenericSchema | undefined> = {},
  ): Promise<unknown> {
    const response = await open(service, method, path, rest)
    const data = await readBody(response)
    if (!schema) return undefined
    const parsed = v.safeParse(schema, data)
    if (!parsed.success) {
      throw new ApiError({
        statusCode: 502,
        statusMessage: 'Bad Gateway',
        message: message('unexpected', options.getLanguage()),
        data: { issues: v.flatten(parsed.issues) },
      })
    }
    return parsed.output
  }

  return { open, request } as HttpClient
}
