import * as v from 'valibot'
import { between, length } from '../../validation/index.ts'
import { label } from './fields.ts'
import { MAIL_SEND_STATUSES } from './mails.ts'
import { MAIL_TYPES } from './types.ts'

/*
 * Cart and payment recovery (`mails/recover`): after how many hours each reminder goes (one
 * reminder per delay, so the list's length is how many), an optional coupon the mail offers
 * ({{coupon_code}}), and whether it runs at all. Payment reminders go for pix and boleto
 * payments still pending past each delay, once per step.
 */

export const RECOVER_KINDS = ['cart', 'payment'] as const
export type RecoverKind = (typeof RECOVER_KINDS)[number]

export const RECOVER_KIND_LABELS: Record<RecoverKind, string> = {
  cart: 'Carrinho abandonado',
  payment: 'Pagamento pendente',
}

export const RECOVER_MAX_REMINDERS = 5
/** 30 days: a later reminder reaches a payment that has long expired. */
export const RECOVER_MAX_DELAY_HOURS = 720

export const DEFAULT_RECOVER_DELAYS: readonly number[] = [1, 24, 72]

export const recoverLabels = {
  delays: label('Intervalos dos lembretes', 'Reminder delays'),
  delay: label('Intervalo', 'Delay'),
  coupon: label('Cupom', 'Coupon'),
} as const

export const RecoverScheduleSchema = v.object({
  kind: v.picklist(RECOVER_KINDS),
  active: v.boolean(),
  /** Hours after the cart was left or the payment created, ascending. */
  delays_hours: v.array(v.number()),
  /** '' for none. */
  coupon_code: v.string(),
  /**
   * False when nothing feeds this schedule yet: the product has no abandoned-cart records, so
   * cart reminders are kept as settings and fire once a cart source exists.
   */
  source_available: v.boolean(),
  updated_at: v.nullable(v.string()),
})
export type RecoverSchedule = v.InferOutput<typeof RecoverScheduleSchema>

/** GET /apps/{appId}/mails/recover. */
export const RecoverSettingsSchema = v.object({
  cart: RecoverScheduleSchema,
  payment: RecoverScheduleSchema,
})
export type RecoverSettings = v.InferOutput<typeof RecoverSettingsSchema>

/** PUT /apps/{appId}/mails/recover/{kind}. */
export const RecoverScheduleInputSchema = v.object({
  active: v.boolean(),
  delays_hours: v.pipe(
    v.array(
      v.pipe(
        v.number(),
        v.integer(),
        between(1, RECOVER_MAX_DELAY_HOURS, { label: recoverLabels.delay }),
      ),
    ),
    length(1, RECOVER_MAX_REMINDERS, { label: recoverLabels.delays }),
    v.check(
      (delays) => delays.every((delay, index) => index === 0 || delay > delays[index - 1]!),
      (issue) =>
        issue.lang === 'en'
          ? 'Each reminder must come after the one before.'
          : 'Cada lembrete deve vir depois do anterior.',
    ),
  ),
  coupon_code: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      length(0, 40, { label: recoverLabels.coupon }),
      v.regex(/^[A-Za-z0-9_-]*$/, (issue) =>
        issue.lang === 'en'
          ? 'Use only letters, digits, - and _.'
          : 'Use apenas letras, números, - e _.',
      ),
    ),
    '',
  ),
})
export type RecoverScheduleInput = v.InferInput<typeof RecoverScheduleInputSchema>

/** Why a message went: a test from the editor, a recovery reminder, a store event. */
export const MAIL_DELIVERY_SOURCES = ['test', 'recover', 'event'] as const
export type MailDeliverySource = (typeof MAIL_DELIVERY_SOURCES)[number]

/** One line of the delivery log (newest first). */
export const MailDeliverySchema = v.object({
  id: v.number(),
  type: v.picklist(MAIL_TYPES),
  source: v.picklist(MAIL_DELIVERY_SOURCES),
  to: v.string(),
  subject: v.string(),
  status: v.picklist(MAIL_SEND_STATUSES),
  via: v.picklist(['store', 'platform']),
  /** The Portuguese reason of a failure. */
  error: v.nullable(v.string()),
  /** Which reminder of the schedule (1-based), for recovery mails. */
  step: v.nullable(v.number()),
  /** The payment (public id) or cart a reminder was about. */
  reference: v.nullable(v.string()),
  created_at: v.string(),
})
export type MailDelivery = v.InferOutput<typeof MailDeliverySchema>

export const MAIL_DELIVERY_PAGE_SIZE = 50

export interface MailDeliveryQuery {
  status?: (typeof MAIL_SEND_STATUSES)[number]
  type?: (typeof MAIL_TYPES)[number]
  source?: MailDeliverySource
  /** The previous page's `next_cursor`. */
  cursor?: string
  limit?: number
}
export type MailDeliveryFilters = Omit<MailDeliveryQuery, 'cursor' | 'limit'>

/** GET /apps/{appId}/mails/deliveries: keyset pages, newest first. */
export const MailDeliveryPageSchema = v.object({
  items: v.array(MailDeliverySchema),
  next_cursor: v.nullable(v.string()),
})
export type MailDeliveryPage = v.InferOutput<typeof MailDeliveryPageSchema>
