import type { WebhookAttempt, WebhookDelivery } from '@vitrine/api'

/** A duration as people read it: "157 ms", "10,0 s". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`
  return `${(ms / 1000).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s`
}

/** "1 tentativa", "3 tentativas", "Nenhuma tentativa ainda". */
export function attemptsLabel(count: number): string {
  if (count === 0) return 'Nenhuma tentativa ainda'
  return count === 1 ? '1 tentativa' : `${count} tentativas`
}

/** The last attempt's outcome in a few words: "HTTP 503 · 157 ms", "Sem resposta · 10,0 s". */
export function answerLabel(attempt: WebhookAttempt | undefined): string {
  if (!attempt) return '—'
  const took = formatDuration(attempt.duration_ms)
  return attempt.response ? `HTTP ${attempt.response.status} · ${took}` : `Sem resposta · ${took}`
}

export const lastAttempt = (delivery: WebhookDelivery) => delivery.attempts.at(-1)

/** The body as sent, indented when it is JSON (it always is from Vitrine; answers may not be). */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2)
  } catch {
    return body
  }
}
