import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders
  body: string
  /** What the receiver answered. */
  status: number
}

export interface WebhookReceiver {
  url: string
  received: ReceivedWebhook[]
  close(): Promise<void>
}

/**
 * An HTTP server on an ephemeral loopback port that keeps every request and answers each with
 * the next status of `statuses` (the last one repeats).
 */
export async function startWebhookReceiver(
  statuses: number[],
  headers: Record<string, string> = {},
): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const status = statuses[Math.min(received.length, statuses.length - 1)]!
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString(), status })
      response.writeHead(status, { 'Content-Type': 'text/plain', ...headers })
      response.end(status < 300 ? 'ok' : `no (${status})`)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/vitrine`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
