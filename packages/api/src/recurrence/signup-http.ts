import type { HttpClient } from '../http/client.ts'
import type { RecurrenceApi } from './api.ts'
import { SignupPageSchema } from './public.ts'

/**
 * Only the sign-up page's two calls, for the payer's public build (apps/panel/src/public): the
 * whole recurrence adapter would bring every schema of the area (plans, subscriptions, settings)
 * into a first visit that has 60 KB of JavaScript in all. Same paths as http.ts.
 */
export function createHttpSignupApi(
  http: HttpClient,
): Pick<RecurrenceApi, 'signup' | 'signupCharge'> {
  const cycleOf = (id: string, cycle: number) =>
    `/public/subscriptions/${encodeURIComponent(id)}/cycles/${cycle}`
  return {
    signup: (id, cycle, signal) =>
      http.request('recurrence', 'GET', cycleOf(id, cycle), { schema: SignupPageSchema, signal }),
    signupCharge: (id, cycle, input, idempotencyKey) =>
      http.request('recurrence', 'POST', `${cycleOf(id, cycle)}/charges`, {
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: SignupPageSchema,
      }),
  }
}
