import {
  DEFAULT_RECOVER_DELAYS,
  escapeHtml,
  formatLinhaDigitavel,
  formatMoney,
  RECOVER_KINDS,
  type MailVariableValues,
  type RecoverKind,
  type RecoverSchedule,
  type RecoverScheduleInput,
  type RecoverSettings,
} from '@vitrine/api'
import { and, asc, eq, gt, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { apps } from '../../access/schema.ts'
import { HOUR, MINUTE } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { defineJob, exponentialBackoff } from '../../jobs/define.ts'
import { billetUrl, paymentColumns, type PaymentRow } from '../../payments/rows.ts'
import { payments } from '../../payments/schema.ts'
import { composeMail } from './compose.ts'
import { ecommerceMailRecover, ecommerceMailReminders } from './schema.ts'
import { deliverStoreMail, storeValues } from './send.ts'
import { storeTemplate } from './templates.ts'

/*
 * Cart and payment recovery (issue 15 item 1): each store's schedule (delays in hours, a
 * coupon) and the job that sends the reminders. Payment reminders go to pix and boleto payments
 * still `pending`, one mail per step: a step is claimed in ecommerce_mail_reminders (primary
 * key app, kind, payment, step) before it is sent, so a job that runs twice, or two servers at
 * once, send it once. A payment gets the step whose window it is in — from its delay to the
 * next one's (the last step: for a day) — so switching a schedule on does not mail every old
 * payment, and a missed run catches up with the current step only.
 *
 * Carts: the product keeps no abandoned carts yet (checkout charges at once), so the cart
 * schedule is settings only (`source_available` false); a cart source adds its query here.
 */

const CART_SOURCE_AVAILABLE = false
/** The last step's window: a payment found later than this after its last delay is left alone. */
const LAST_STEP_WINDOW_MS = 24 * HOUR
/** Reminders sent per store and step in one run; the next run (minutes later) takes the rest. */
const BATCH = 200

type RecoverRow = typeof ecommerceMailRecover.$inferSelect

function toSchedule(kind: RecoverKind, row: RecoverRow | undefined): RecoverSchedule {
  return {
    kind,
    active: row?.active ?? false,
    delays_hours: row?.delaysHours ?? [...DEFAULT_RECOVER_DELAYS],
    coupon_code: row?.couponCode ?? '',
    source_available: kind === 'payment' || CART_SOURCE_AVAILABLE,
    updated_at: row?.updatedAt.toISOString() ?? null,
  }
}

export async function getRecover(db: Database, appId: number): Promise<RecoverSettings> {
  const rows = await db
    .select()
    .from(ecommerceMailRecover)
    .where(eq(ecommerceMailRecover.appId, appId))
  const byKind = new Map(rows.map((row) => [row.kind, row]))
  return {
    cart: toSchedule('cart', byKind.get('cart')),
    payment: toSchedule('payment', byKind.get('payment')),
  }
}

export function isRecoverKind(value: string | undefined): value is RecoverKind {
  return (RECOVER_KINDS as readonly (string | undefined)[]).includes(value)
}

export async function saveRecover(
  db: Database,
  appId: number,
  kind: RecoverKind,
  input: Required<RecoverScheduleInput>,
  now: Date,
): Promise<RecoverSchedule> {
  const values = {
    active: input.active,
    delaysHours: input.delays_hours,
    couponCode: input.coupon_code,
    updatedAt: now,
  }
  const [row] = await db
    .insert(ecommerceMailRecover)
    .values({ appId, kind, ...values })
    .onConflictDoUpdate({
      target: [ecommerceMailRecover.appId, ecommerceMailRecover.kind],
      set: values,
    })
    .returning()
  return toSchedule(kind, row)
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
})

/** The payment's own values for the reminder (the store's name and the coupon come from outside). */
export function paymentValues(row: PaymentRow, publicUrl: string): MailVariableValues {
  const base = publicUrl.replace(/\/+$/, '')
  const values: MailVariableValues = {
    customer_name: row.customerName ?? '',
    customer_email: row.customerEmail ?? '',
    order_number: row.reference || String(row.id),
    order_total: formatMoney(row.amountCents),
    order_subtotal: formatMoney(row.amountCents),
    payment_method: row.pix ? 'Pix' : 'Boleto',
  }
  if (row.publicToken) values.payment_url = `${base}/public/transaction?token=${row.publicToken}`
  if (row.pix) {
    values.pix_code = row.pix.code
    if (row.pix.expires_at) values.pix_expires_at = dateTime.format(new Date(row.pix.expires_at))
  }
  if (row.billet) {
    values.boleto_line = formatLinhaDigitavel(row.billet.linha_digitavel)
    values.boleto_due_date = row.billet.due_date.split('-').reverse().join('/')
    if (row.publicToken) values.boleto_url = billetUrl(base, row.publicToken)
  }
  values.payment_instructions = paymentInstructions(values)
  return values
}

/** The {{payment_instructions}} block: only the method the payment has, values escaped. */
function paymentInstructions(values: MailVariableValues): string {
  const code = (text: string) => `<p class="codigo">${escapeHtml(text)}</p>`
  if (values.pix_code) {
    const until = values.pix_expires_at ? ` (válido até ${escapeHtml(values.pix_expires_at)})` : ''
    return `<p>Pix copia e cola${until}:</p>${code(values.pix_code)}`
  }
  if (values.boleto_line) {
    const link = values.boleto_url
      ? `<p><a href="${escapeHtml(values.boleto_url)}">Abrir o boleto</a></p>`
      : ''
    return `<p>Boleto com vencimento em ${escapeHtml(values.boleto_due_date ?? '')}:</p>${code(values.boleto_line)}${link}`
  }
  return ''
}

/** Pending pix and boleto payments of a store in one step's window, not yet reminded of it. */
async function paymentsDue(db: Database, appId: number, step: number, from: Date, until: Date) {
  return db
    .select(paymentColumns)
    .from(payments)
    .where(
      and(
        eq(payments.appId, appId),
        eq(payments.status, 'pending'),
        inArray(payments.type, ['pix', 'billet']),
        isNotNull(payments.customerEmail),
        lte(payments.createdAt, until),
        gt(payments.createdAt, from),
        notExists(
          db
            .select({ one: sql`1` })
            .from(ecommerceMailReminders)
            .where(
              and(
                eq(ecommerceMailReminders.appId, appId),
                eq(ecommerceMailReminders.kind, 'payment'),
                eq(ecommerceMailReminders.reference, sql`${payments.id}::text`),
                eq(ecommerceMailReminders.step, step),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(BATCH)
}

/** Takes a step for a payment; false when someone already did (it was sent, or is being sent). */
async function claim(db: Database, appId: number, reference: string, step: number, now: Date) {
  const claimed = await db
    .insert(ecommerceMailReminders)
    .values({ appId, kind: 'payment', reference, step, createdAt: now })
    .onConflictDoNothing()
    .returning({ step: ecommerceMailReminders.step })
  return claimed.length > 0
}

/** One store's payment reminders due now; answers how many were sent or tried. */
export async function remindPayments(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>,
  appId: number,
  schedule: Pick<RecoverSchedule, 'delays_hours' | 'coupon_code'>,
): Promise<number> {
  const { db, config, clock } = deps
  const template = await storeTemplate(db, appId, 'recover_payment')
  if (!template.active) return 0
  const store = await storeValues(deps, appId)
  const delays = schedule.delays_hours
  let count = 0
  for (let index = 0; index < delays.length; index += 1) {
    const now = clock.now()
    const step = index + 1
    // Created at least this step's delay ago, and less than the next step's (or the window).
    const until = new Date(now.getTime() - delays[index]! * HOUR)
    const from =
      index + 1 < delays.length
        ? new Date(now.getTime() - delays[index + 1]! * HOUR)
        : new Date(until.getTime() - LAST_STEP_WINDOW_MS)
    for (const row of await paymentsDue(db, appId, step, from, until)) {
      if (!(await claim(db, appId, String(row.id), step, clock.now()))) continue
      const values: MailVariableValues = {
        ...store,
        ...paymentValues(row, config.publicUrl),
        coupon_code: schedule.coupon_code,
      }
      await deliverStoreMail(
        deps,
        {
          appId,
          type: 'recover_payment',
          source: 'recover',
          to: row.customerEmail!,
          step,
          reference: String(row.id),
        },
        composeMail(template, values),
      )
      count += 1
    }
  }
  return count
}

/**
 * Every store's due reminders. Runs every ten minutes (SERVER_SCHEDULES); safe to run twice at
 * once (the claims), and a run cut short leaves the rest to the next.
 */
export async function runRecovery(deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>) {
  const schedules = await deps.db
    .select({
      appId: ecommerceMailRecover.appId,
      delays: ecommerceMailRecover.delaysHours,
      coupon: ecommerceMailRecover.couponCode,
    })
    .from(ecommerceMailRecover)
    .innerJoin(apps, eq(apps.id, ecommerceMailRecover.appId))
    .where(and(eq(ecommerceMailRecover.kind, 'payment'), eq(ecommerceMailRecover.active, true)))
  let sent = 0
  for (const schedule of schedules) {
    sent += await remindPayments(deps, schedule.appId, {
      delays_hours: schedule.delays,
      coupon_code: schedule.coupon,
    })
  }
  if (sent > 0) deps.logger.info('ecommerce.mail.recover', { reminders: sent })
  return sent
}

export const MAIL_RECOVER_CRON = '*/10 * * * *'

export const mailRecoverJob = defineJob({
  name: 'ecommerce.mail-recover',
  payload: v.object({}),
  retry: exponentialBackoff({ attempts: 3, firstMs: MINUTE, maxMs: 10 * MINUTE }),
  async handler(_payload, { deps }) {
    await runRecovery(deps)
  },
})
