import type { HttpClient } from '../http/client.ts'
import type { PayerAccountsApi } from './api.ts'
import {
  PAYER_TOKEN_HEADER,
  PayerPaymentsSchema,
  PayerSessionSchema,
  PayerSignInSchema,
  PayerStoreSchema,
} from './schema.ts'

export function createHttpPayerAccountsApi(http: HttpClient): PayerAccountsApi {
  const account = (slug: string) => `/public/accounts/${encodeURIComponent(slug)}`
  const signedIn = (token: string) => ({ [PAYER_TOKEN_HEADER]: token })
  return {
    store: (slug, signal) =>
      http.request('payments', 'GET', account(slug), { schema: PayerStoreSchema, signal }),
    signIn: (slug, input) =>
      http.request('payments', 'POST', `${account(slug)}/sign-in`, {
        body: input,
        schema: PayerSignInSchema,
      }),
    createSession: (slug, code) =>
      http.request('payments', 'POST', `${account(slug)}/sessions`, {
        body: { code },
        schema: PayerSessionSchema,
      }),
    payments: (slug, token, signal) =>
      http.request('payments', 'GET', `${account(slug)}/payments`, {
        headers: signedIn(token),
        schema: PayerPaymentsSchema,
        signal,
      }),
    endSession: (slug, token) =>
      http.request('payments', 'DELETE', `${account(slug)}/session`, {
        headers: signedIn(token),
      }),
  }
}
