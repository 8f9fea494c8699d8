import { randomBytes } from 'node:crypto'
import {
  capturePublicUrl,
  type CaptureRequest,
  type CaptureRequestInputSchema,
  type CaptureState,
  type PublicCapture,
  type PublicCaptureValues,
  type PublicPayment,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import { apps } from '../access/schema.ts'
import { personOf } from '../access/caller.ts'
import type { AppAccess } from '../access/require-access.ts'
import { customers } from '../customers/schema.ts'
import type { Database } from '../db/client.ts'
import type { AppDeps } from '../http/context.ts'
import { addMs, HOUR } from '../clock.ts'
import {
  chargePayment,
  customerSnapshot,
  storeInstallmentSetup,
  type ChargeOptions,
} from '../payments/charge.ts'
import { newPublicToken } from '../payments/answer.ts'
import { payments } from '../payments/schema.ts'
import { checkoutError } from './charge.ts'
import { expireWhenUnpaid } from './expire.ts'
import { linkMethods, publicSetup, publicStore, toPublicPayment, type PageSite } from './read.ts'
import { captureRequests } from './schema.ts'

/*
 * Capture requests (`/c-capture/<hash>`): the merchant starts a charge in the panel (items,
 * optionally one of the store's customers, the methods offered) and sends the page to the payer,
 * who completes it with the same forms as a link's page and through the same charge. Single use:
 * the request row is locked while the charge's empty payment is written, and a payment through
 * it that is not failed (pending, paid, pre-authorised…) uses it up; a declined card leaves it
 * open for another try.
 */

type CaptureRow = typeof captureRequests.$inferSelect
export type CaptureRowWithStore = CaptureRow & { storeName: string; paymentStatus: string | null }

/** A hash: 24 random bytes, base64url (as unguessable as a receipt's token). */
const newHash = () => randomBytes(24).toString('base64url')
const HASH = /^[\w-]{16,64}$/

export function captureState(row: CaptureRowWithStore, now: Date): CaptureState {
  if (row.paymentStatus !== null && row.paymentStatus !== 'failed') return 'used'
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired'
  return 'open'
}

export async function findCapture(
  db: Database,
  hash: string | undefined,
): Promise<CaptureRowWithStore | undefined> {
  if (!hash || !HASH.test(hash)) return undefined
  const [row] = await db
    .select({ request: captureRequests, storeName: apps.name, paymentStatus: payments.status })
    .from(captureRequests)
    .innerJoin(apps, eq(apps.id, captureRequests.appId))
    .leftJoin(payments, eq(payments.id, captureRequests.paymentId))
    .where(eq(captureRequests.hash, hash))
  return row && { ...row.request, storeName: row.storeName, paymentStatus: row.paymentStatus }
}

function toCaptureRequest(row: CaptureRow, state: CaptureState, publicUrl: string): CaptureRequest {
  return {
    id: row.id,
    url: capturePublicUrl(publicUrl, row.hash),
    amount_cents: row.amountCents,
    description: row.description,
    gateway_ids: row.gatewayIds,
    max_installments: row.maxInstallments,
    state,
    payment_id: row.paymentId,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  }
}

/** POST /apps/{appId}/capture-requests: the methods must be the store's active ones. */
export async function createCaptureRequest(
  deps: AppDeps,
  access: AppAccess,
  values: v.InferOutput<typeof CaptureRequestInputSchema>,
  lang: Lang,
  /** Where the page lives for this merchant (payerSiteOrigin): a reseller's domain or PUBLIC_URL. */
  site: string,
): Promise<CaptureRequest> {
  const { db, clock } = deps
  const appId = access.app.id
  const amountCents = values.items.reduce((sum, item) => sum + item.quantity * item.unit_cents, 0)
  const methods = await linkMethods(
    db,
    { appId, gatewayIds: values.gateway_ids, maxInstallments: values.max_installments },
    null,
    await storeInstallmentSetup(db, appId),
  )
  if (methods.length !== values.gateway_ids.length) {
    throw checkoutError(422, lang, 'methodUnavailable', {}, 'gateway_ids')
  }
  await customerSnapshot(db, appId, values.customer_id, lang)
  const now = clock.now()
  const [row] = await db
    .insert(captureRequests)
    .values({
      appId,
      hash: newHash(),
      description: values.description,
      items: values.items,
      amountCents,
      customerId: values.customer_id,
      gatewayIds: values.gateway_ids,
      maxInstallments: values.max_installments,
      createdBy: personOf(access.caller).id,
      expiresAt: addMs(now, values.expires_in_hours * HOUR),
      createdAt: now,
    })
    .returning()
  return toCaptureRequest(row!, 'open', site)
}

async function payerOf(db: Database, row: CaptureRow) {
  if (row.customerId === null) return null
  const [customer] = await db
    .select({ name: customers.name, email: customers.email, document: customers.document })
    .from(customers)
    .where(and(eq(customers.appId, row.appId), eq(customers.id, row.customerId)))
  return customer ?? null
}

/** GET /public/captures/{hash}: the payer's page. */
export async function toPublicCapture(
  db: Database,
  row: CaptureRowWithStore,
  now: Date,
  site: PageSite,
): Promise<PublicCapture> {
  const state = captureState(row, now)
  const setup = await storeInstallmentSetup(db, row.appId)
  const payer = await payerOf(db, row)
  let paymentToken: string | null = null
  if (state === 'used' && row.paymentId !== null) {
    const [payment] = await db
      .select({ token: payments.publicToken })
      .from(payments)
      .where(and(eq(payments.appId, row.appId), eq(payments.id, row.paymentId)))
    paymentToken = payment?.token ?? null
  }
  return {
    description: row.description,
    amount_cents: row.amountCents,
    store: await publicStore(db, row.appId, site.host),
    state,
    payer: payer && { name: payer.name, email: payer.email },
    methods: state === 'open' ? await linkMethods(db, row, row.amountCents, setup) : [],
    installment_setup: publicSetup(setup),
    payment_token: paymentToken,
    expires_at: row.expiresAt.toISOString(),
  }
}

/** Locks the request and refuses it once used up or expired (checked again under the lock). */
async function lockOpenCapture(tx: Database, row: CaptureRowWithStore, now: Date, lang: Lang) {
  const [locked] = await tx
    .select({ paymentId: captureRequests.paymentId })
    .from(captureRequests)
    .where(eq(captureRequests.id, row.id))
    .for('update')
  let paymentStatus: string | null = null
  if (locked?.paymentId != null) {
    const [payment] = await tx
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, locked.paymentId))
    paymentStatus = payment?.status ?? null
  }
  const state = captureState({ ...row, paymentStatus }, now)
  if (state !== 'open') {
    throw checkoutError(409, lang, state === 'used' ? 'captureUsed' : 'captureExpired')
  }
}

/** POST /public/captures/{hash}/charges. */
export async function payCapture(
  deps: AppDeps,
  row: CaptureRowWithStore,
  values: PublicCaptureValues,
  idempotencyKey: string,
  lang: Lang,
  site: PageSite,
  options: ChargeOptions = {},
): Promise<PublicPayment> {
  const { db, clock } = deps
  const state = captureState(row, clock.now())
  if (state !== 'open') {
    throw checkoutError(409, lang, state === 'used' ? 'captureUsed' : 'captureExpired')
  }
  const setup = await storeInstallmentSetup(db, row.appId)
  const methods = await linkMethods(db, row, null, setup)
  const method = methods.find((item) => item.gateway_id === values.gateway_id)
  if (!method) throw checkoutError(422, lang, 'methodUnavailable', {}, 'gateway_id')
  if (values.installments > method.max_installments) {
    const max = method.max_installments
    throw checkoutError(422, lang, 'installmentsTooMany', { max }, 'installments')
  }
  const known = await payerOf(db, row)
  const payment = await chargePayment(
    deps,
    {
      appId: row.appId,
      merchantName: row.storeName,
      caller: null,
      issuer: { id: null, name: `${values.name} (pagador)` },
      customer: {
        id: row.customerId,
        name: values.name,
        email: values.email,
        document: values.document || known?.document || null,
      },
      publicToken: newPublicToken(),
      reserve: (tx) => lockOpenCapture(tx, row, clock.now(), lang),
      claim: async (tx, created) => {
        await tx
          .update(captureRequests)
          .set({ paymentId: created.id })
          .where(eq(captureRequests.id, row.id))
      },
    },
    {
      gateway_id: values.gateway_id,
      items: row.items,
      description: row.description,
      installments: values.installments,
      card: values.card,
    },
    idempotencyKey,
    lang,
    options,
  )
  await expireWhenUnpaid(deps, payment)
  return toPublicPayment(db, site, payment)
}
