import http from 'node:http'
import https from 'node:https'
import { SECOND } from '../clock.ts'
import { hostOf, isRefusedAddress, publicOnlyLookup, RefusedTargetError } from './targets.ts'

/** The whole request, connection to last byte kept: a slow receiver must not hold a worker. */
export const WEBHOOK_TIMEOUT_MS = 10 * SECOND

/** How much of an answer's body is kept in the log. */
export const RESPONSE_BODY_LIMIT = 4096

export interface WebhookResponse {
  status: number
  headers: Record<string, string>
  body: string
  bodyTruncated: boolean
}

export interface PostOptions {
  url: string
  headers: Record<string, string>
  body: string
  /** Off in production: private, loopback and link-local targets are refused. */
  allowPrivateTargets: boolean
  signal?: AbortSignal
  timeoutMs?: number
}

/**
 * POSTs with node:http rather than fetch, for its `lookup` hook (every resolved address is
 * checked, then connected to). Redirects are answers like any other: a 3xx is logged, never
 * followed, since following would let a public URL send the request to a private one.
 */
export function postWebhook({
  url,
  headers,
  body,
  allowPrivateTargets,
  signal,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
}: PostOptions): Promise<WebhookResponse> {
  const target = new URL(url)
  const host = hostOf(target)
  if (!allowPrivateTargets && isRefusedAddress(host)) {
    return Promise.reject(new RefusedTargetError(host, host))
  }
  const client = target.protocol === 'https:' ? https : http
  const timeout = AbortSignal.timeout(timeoutMs)
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        ...(allowPrivateTargets ? {} : { lookup: publicOnlyLookup }),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = []
        let size = 0
        let truncated = false
        const done = () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(response.headers).map(([name, value]) => [
                name,
                Array.isArray(value) ? value.join(', ') : String(value ?? ''),
              ]),
            ),
            body: Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString('utf8'),
            bodyTruncated: truncated,
          })
        response.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_BODY_LIMIT) chunks.push(chunk)
          size += chunk.length
          if (size > RESPONSE_BODY_LIMIT && !truncated) {
            // The rest is not read: nothing of it would be kept.
            truncated = true
            response.destroy()
            done()
          }
        })
        response.on('end', done)
        response.on('error', (error) => (truncated ? undefined : reject(error)))
      },
    )
    request.on('error', (error) =>
      reject(timeout.aborted ? new Error(`No answer within ${timeoutMs / 1000} s`) : error),
    )
    request.end(body)
  })
}
