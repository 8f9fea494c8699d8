import * as v from 'valibot'
import { PAYMENT_STATUSES } from '../payments/timeline/transitions.ts'
import { PAYMENT_TYPES } from '../transactions/schema.ts'
import { PublicBrandSchema, PublicChargeInputSchema } from '../checkout/schema.ts'
import { resolveLang, type Lang } from '../validation/index.ts'

/*
 * The payer's account page of one store (issue 11 item 6, `/acc/{slug}`): no password. The payer
 * types the e-mail they paid with, gets a one-time link (`/acc/{slug}?code=…`, 15 minutes, single
 * use) and the page exchanges its code for a session of that store and that address (30 days),
 * sent in the `Payer-Token` header. Signed in, they see their own payments at that store with
 * links to their receipts — nothing of another payer or another store. Whether an address paid
 * at a store is never told: asking for a link answers the same either way.
 */

/** A store's public slug: lower-case letters and digits in hyphen-separated runs. */
export const STORE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const STORE_SLUG_MAX = 60

/** How long a sign-in link works, and a session lasts (the screen says so). */
export const PAYER_CODE_TTL_MINUTES = 15
export const PAYER_SESSION_TTL_DAYS = 30
/** The most payments the page lists (the newest); `more` says when there are older ones. */
export const PAYER_PAYMENTS_LIMIT = 100

/** The request header of the payer's session token. */
export const PAYER_TOKEN_HEADER = 'Payer-Token'

/**
 * GET /public/accounts/{slug}: the store as its account page names it, with its reseller's brand
 * when the page is opened on one of that reseller's domains (as the checkout's PublicStore).
 */
export const PayerStoreSchema = v.object({
  slug: v.string(),
  name: v.string(),
  brand: v.nullable(PublicBrandSchema),
})
export type PayerStore = v.InferOutput<typeof PayerStoreSchema>

/** POST /public/accounts/{slug}/sign-in: the e-mail the payer paid with (as the checkout takes it). */
export const PayerSignInInputSchema = v.object({ email: PublicChargeInputSchema.entries.email })
export type PayerSignInInput = v.InferInput<typeof PayerSignInInputSchema>

/** The answer to a sign-in request: the same whether or not the address paid at the store. */
export const PayerSignInSchema = v.object({ message: v.string() })
export type PayerSignIn = v.InferOutput<typeof PayerSignInSchema>

/** What the server makes for a code and a session token (identity/secrets.ts: 43 base64url). */
export const PAYER_SECRET_PATTERN = /^[\w-]{43}$/

/** POST /public/accounts/{slug}/sessions: the code of the mailed link. */
export const PayerSessionInputSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.maxLength(200)),
})
export type PayerSessionInput = v.InferInput<typeof PayerSessionInputSchema>

/** A payer's session: its token (sent as `Payer-Token`), the address it is for, its end. */
export const PayerSessionSchema = v.object({
  token: v.string(),
  email: v.string(),
  expires_at: v.string(),
})
export type PayerSession = v.InferOutput<typeof PayerSessionSchema>

/**
 * One payment in the payer's list: what the list shows, and its receipt's token (the page
 * `/public/transaction?token=…`) when it has one — a payment made in the store's panel by card
 * or pix may have none, and is listed without a link.
 */
export const PayerPaymentSchema = v.object({
  receipt_token: v.nullable(v.string()),
  description: v.string(),
  type: v.picklist(PAYMENT_TYPES),
  /** The method's name as the store calls it ("Pix", "Cartão de crédito"). */
  method_name: v.nullable(v.string()),
  status: v.picklist(PAYMENT_STATUSES),
  amount_cents: v.number(),
  refunded_cents: v.number(),
  installments: v.number(),
  created_at: v.string(),
  paid_at: v.nullable(v.string()),
})
export type PayerPayment = v.InferOutput<typeof PayerPaymentSchema>

/** GET /public/accounts/{slug}/payments: the signed-in payer's payments there, newest first. */
export const PayerPaymentsSchema = v.object({
  email: v.string(),
  items: v.array(PayerPaymentSchema),
  /** There are older payments than the PAYER_PAYMENTS_LIMIT listed. */
  more: v.boolean(),
})
export type PayerPayments = v.InferOutput<typeof PayerPaymentsSchema>

const payerAccountTexts = {
  storeNotFound: {
    'pt-BR': 'Loja não encontrada.',
    en: 'Store not found.',
  },
  linkSent: {
    'pt-BR':
      'Se este e-mail tiver pagamentos nesta loja, enviaremos um link de acesso em instantes. ' +
      'O link vale por 15 minutos.',
    en:
      'If this e-mail has payments at this store, we will send an access link shortly. ' +
      'The link works for 15 minutes.',
  },
  codeInvalid: {
    'pt-BR':
      'Este link de acesso não vale mais: ele expira em 15 minutos e só pode ser usado uma vez. ' +
      'Peça um novo link.',
    en: 'This access link no longer works: it expires after 15 minutes and works once. Ask for a new one.',
  },
  sessionEnded: {
    'pt-BR': 'Sua sessão terminou. Peça um novo link de acesso.',
    en: 'Your session has ended. Ask for a new access link.',
  },
} as const satisfies Record<string, Record<Lang, string>>

export type PayerAccountText = keyof typeof payerAccountTexts

/** One of the account page's own messages (shared with the server, so both say the same). */
export function payerAccountText(lang: string | undefined, key: PayerAccountText): string {
  return payerAccountTexts[key][resolveLang(lang)]
}

/** The account page's address, as the sign-in e-mail links it. */
/** The store's account page as a path (`/acc/{slug}`), for pages that link to it on their own host. */
export const payerAccountPath = (slug: string) => `/acc/${slug}`

export function payerAccountUrl(publicUrl: string, slug: string, code?: string): string {
  const base = `${publicUrl.replace(/\/+$/, '')}${payerAccountPath(slug)}`
  return code ? `${base}?code=${encodeURIComponent(code)}` : base
}
