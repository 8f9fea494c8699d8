import { ApiError } from '../http/api-error.ts'
import { parseBody } from '../http/field-errors.ts'
import type { PayerAccountsApi } from './api.ts'
import {
  PAYER_PAYMENTS_LIMIT,
  PAYER_SESSION_TTL_DAYS,
  payerAccountText,
  PayerSignInInputSchema,
  type PayerAccountText,
  type PayerPayment,
  type PayerStore,
} from './schema.ts'

/*
 * The payer's account page in memory, with the server's rules (apps/server/src/payer-accounts):
 * a sign-in request answers the same whatever the address (and notes in `sent` the links the
 * outbox would carry), a code works once and for its store only, a session sees its own
 * payments at its own store, newest first. Codes and tokens are readable names here, not secrets.
 */

export interface PayerAccountsFixtureState {
  stores: PayerStore[]
  /** Every payment of every payer, with the store and address it was paid at and with. */
  payments: { slug: string; email: string; payment: PayerPayment }[]
  /** Codes of links "mailed" and not used yet. */
  codes: { code: string; slug: string; email: string }[]
  /** Sessions not ended yet. */
  sessions: { token: string; slug: string; email: string }[]
  /** The sign-in links the outbox would have sent: to whom, for which store. */
  sent: { slug: string; email: string }[]
}

export const SAMPLE_PAYER = 'ana@example.com'
/** A code of a link "mailed" to the sample payer at the sample store. */
export const SAMPLE_PAYER_CODE = 'codigo-de-acesso-da-ana'
/** A session of the sample payer at the sample store. */
export const SAMPLE_PAYER_TOKEN = 'sessao-da-ana'

const STORE: PayerStore = { slug: 'loja-aurora', name: 'Loja Aurora', brand: null }
const OTHER_STORE: PayerStore = { slug: 'casa-do-cafe', name: 'Casa do Café', brand: null }

const payment = (fields: Partial<PayerPayment>): PayerPayment => ({
  receipt_token: null,
  description: 'Camiseta orgânica',
  type: 'pix',
  method_name: 'Pix',
  status: 'complete',
  amount_cents: 8_990,
  refunded_cents: 0,
  installments: 1,
  created_at: '2026-11-20T15:10:20.000Z',
  paid_at: '2026-11-20T15:11:05.000Z',
  ...fields,
})

/** The sample payer's payments at the sample store, newest first, one per kind the list shows. */
export const samplePayerPayments: PayerPayment[] = [
  payment({
    receipt_token: 'recibo-pix-pendente-0001',
    status: 'pending',
    created_at: '2026-11-21T11:50:00.000Z',
    paid_at: null,
  }),
  payment({
    receipt_token: 'recibo-pago-cartao-0003',
    type: 'creditcard',
    method_name: 'Cartão de crédito',
    status: 'authorized',
    installments: 3,
    created_at: '2026-11-18T19:42:31.000Z',
    paid_at: '2026-11-18T19:42:33.000Z',
  }),
  payment({
    receipt_token: 'recibo-boleto-pago-0005',
    description: 'Contribuição livre',
    type: 'billet',
    method_name: 'Boleto',
    amount_cents: 2_500,
    created_at: '2026-10-02T13:05:12.000Z',
    paid_at: '2026-10-03T10:20:00.000Z',
  }),
  payment({
    receipt_token: 'recibo-devolvido-0006',
    description: 'Vestido do mostruário',
    type: 'creditcard',
    method_name: 'Cartão de crédito',
    status: 'refunded',
    amount_cents: 25_990,
    refunded_cents: 25_990,
    created_at: '2026-09-14T16:30:44.000Z',
    paid_at: '2026-09-14T16:30:46.000Z',
  }),
  // Charged in the store's panel by card: no receipt page to link to.
  payment({
    description: 'Ajuste da barra',
    type: 'creditcard',
    method_name: 'Cartão de crédito',
    amount_cents: 3_000,
    created_at: '2026-08-30T12:15:09.000Z',
    paid_at: '2026-08-30T12:15:10.000Z',
  }),
]

export function samplePayerAccountsState(empty = false): PayerAccountsFixtureState {
  return {
    stores: [STORE, OTHER_STORE],
    payments: [
      ...(empty
        ? []
        : samplePayerPayments.map((item) => ({
            slug: STORE.slug,
            email: SAMPLE_PAYER,
            payment: item,
          }))),
      // The same payer at another store, and another payer at this one: never listed here.
      {
        slug: OTHER_STORE.slug,
        email: SAMPLE_PAYER,
        payment: payment({ description: 'Café em grãos 1 kg', amount_cents: 7_450 }),
      },
      {
        slug: STORE.slug,
        email: 'bruno@example.com',
        payment: payment({ description: 'Jaqueta corta-vento', amount_cents: 29_990 }),
      },
    ],
    codes: [{ code: SAMPLE_PAYER_CODE, slug: STORE.slug, email: SAMPLE_PAYER }],
    sessions: [{ token: SAMPLE_PAYER_TOKEN, slug: STORE.slug, email: SAMPLE_PAYER }],
    sent: [],
  }
}

export function createPayerAccountsFixture(
  state: PayerAccountsFixtureState,
  now: () => Date,
  lang: 'en' | 'pt-BR',
): PayerAccountsApi {
  const fail = (statusCode: 401 | 404, key: PayerAccountText) =>
    new ApiError({
      statusCode,
      statusMessage: statusCode === 401 ? 'Unauthorized' : 'Not Found',
      message: payerAccountText(lang, key),
    })
  const findStore = (slug: string) => {
    const found = state.stores.find((store) => store.slug === slug)
    if (!found) throw fail(404, 'storeNotFound')
    return found
  }
  const findSession = (slug: string, token: string) => {
    const found = state.sessions.find((item) => item.slug === slug && item.token === token)
    if (!found) throw fail(401, 'sessionEnded')
    return found
  }
  let sessions = 0

  return {
    store: async (slug) => structuredClone(findStore(slug)),
    async signIn(slug, input) {
      findStore(slug)
      const { email } = parseBody(PayerSignInInputSchema, input, lang)
      if (state.payments.some((item) => item.slug === slug && item.email === email)) {
        state.sent.push({ slug, email })
      }
      return { message: payerAccountText(lang, 'linkSent') }
    },
    async createSession(slug, code) {
      findStore(slug)
      const found = state.codes.find((item) => item.slug === slug && item.code === code)
      if (!found) throw fail(401, 'codeInvalid')
      // Single use, as on the server.
      state.codes = state.codes.filter((item) => item !== found)
      const { email } = found
      const token = `sessao-${++sessions}-${slug}`
      state.sessions.push({ token, slug, email })
      const expires = new Date(now().getTime() + PAYER_SESSION_TTL_DAYS * 86_400_000)
      return { token, email, expires_at: expires.toISOString() }
    },
    async payments(slug, token) {
      findStore(slug)
      const { email } = findSession(slug, token)
      const mine = state.payments
        .filter((item) => item.slug === slug && item.email === email)
        .map((item) => item.payment)
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
      return {
        email,
        items: structuredClone(mine.slice(0, PAYER_PAYMENTS_LIMIT)),
        more: mine.length > PAYER_PAYMENTS_LIMIT,
      }
    },
    async endSession(slug, token) {
      findStore(slug)
      findSession(slug, token)
      state.sessions = state.sessions.filter(
        (item) => !(item.slug === slug && item.token === token),
      )
    },
  }
}
