import type { HttpClient } from '../http/client.ts'
import type { CheckoutApi } from './api.ts'
import {
  CaptureRequestSchema,
  PublicCaptureSchema,
  PublicLinkSchema,
  PublicPaymentSchema,
} from './schema.ts'

export function createHttpCheckoutApi(http: HttpClient): CheckoutApi {
  const link = (slug: string) => `/public/links/${encodeURIComponent(slug)}`
  const capture = (hash: string) => `/public/captures/${encodeURIComponent(hash)}`
  const payment = (token: string) => `/public/payments/${encodeURIComponent(token)}`
  return {
    link: (slug, signal) =>
      http.request('payments', 'GET', link(slug), { schema: PublicLinkSchema, signal }),
    charge: (slug, input, idempotencyKey) =>
      http.request('payments', 'POST', `${link(slug)}/charges`, {
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: PublicPaymentSchema,
      }),
    payment: (token, signal) =>
      http.request('payments', 'GET', payment(token), { schema: PublicPaymentSchema, signal }),
    simulatePaid: (token, idempotencyKey) =>
      http.request('payments', 'POST', `${payment(token)}/simulate-paid`, {
        body: {},
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: PublicPaymentSchema,
      }),
    capture: (hash, signal) =>
      http.request('payments', 'GET', capture(hash), { schema: PublicCaptureSchema, signal }),
    payCapture: (hash, input, idempotencyKey) =>
      http.request('payments', 'POST', `${capture(hash)}/charges`, {
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: PublicPaymentSchema,
      }),
    createCapture: (appId, input) =>
      http.request('payments', 'POST', `/apps/${appId}/capture-requests`, {
        body: input,
        schema: CaptureRequestSchema,
      }),
  }
}
