import type {
  PayerPayments,
  PayerSession,
  PayerSignIn,
  PayerSignInInput,
  PayerStore,
} from './schema.ts'

/**
 * The payer's account page of one store (payments service, `/public/accounts/{slug}`): no login
 * but the mailed link. An unknown slug is a 404; a used, expired or wrong code and an ended
 * session are a 401; too many requests a 429 with `Retry-After`.
 */
export interface PayerAccountsApi {
  /** The store's public name. */
  store(slug: string, signal?: AbortSignal): Promise<PayerStore>
  /** Mails a sign-in link when the address paid there; answers the same either way. */
  signIn(slug: string, input: PayerSignInInput): Promise<PayerSignIn>
  /** Exchanges the link's code (single use) for a session of that store and address. */
  createSession(slug: string, code: string): Promise<PayerSession>
  /** The payer's payments at the store, newest first. */
  payments(slug: string, token: string, signal?: AbortSignal): Promise<PayerPayments>
  /** Ends the session (signing out); one already ended is a 401 (forget the token anyway). */
  endSession(slug: string, token: string): Promise<void>
}
