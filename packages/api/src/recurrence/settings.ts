import * as v from 'valibot'
import { intField, label } from './fields.ts'

/*
 * The store's billing settings (issue 13 item 4): the dunning schedule — how many days after
 * a failed charge each retry comes — what happens when it runs out, how early a pix or boleto
 * invoice is sent before its due date, and whether the subscriber is mailed at each step.
 * One row per store; the defaults apply until it saves (section 9 leaves them to us).
 */

export const DUNNING_ON_EXHAUSTION = ['cancel', 'pause'] as const
export type DunningOnExhaustion = (typeof DUNNING_ON_EXHAUSTION)[number]

export const DUNNING_MAX_RETRIES = 6
export const DUNNING_MAX_DAY = 30

export const DEFAULT_BILLING_SETTINGS = {
  retry_days: [1, 3, 7],
  on_exhaustion: 'cancel',
  advance_days: 5,
  send_emails: true,
} as const satisfies BillingSettings

export const billingLabels = {
  retryDays: label('Dias das novas tentativas', 'Retry days'),
  onExhaustion: label('Quando as tentativas acabam', 'When retries run out'),
  advanceDays: label('Antecedência do pix e do boleto', 'Pix and boleto lead time', true),
  sendEmails: label('Avisar o assinante por e-mail', 'E-mail the subscriber'),
} as const

/** PUT /apps/{appId}/recurrence/settings. `retry_days` counts from the first failure, ascending. */
export const BillingSettingsInputSchema = v.object({
  retry_days: v.pipe(
    v.array(intField(1, DUNNING_MAX_DAY, billingLabels.retryDays)),
    v.maxLength(DUNNING_MAX_RETRIES),
    v.check(
      (days) => days.every((day, index) => index === 0 || day > days[index - 1]!),
      (issue) =>
        issue.lang === 'en'
          ? 'Each retry must come after the one before.'
          : 'Cada nova tentativa deve vir depois da anterior.',
    ),
  ),
  on_exhaustion: v.picklist(DUNNING_ON_EXHAUSTION),
  advance_days: intField(0, DUNNING_MAX_DAY, billingLabels.advanceDays),
  send_emails: v.boolean(),
})
export type BillingSettingsInput = v.InferInput<typeof BillingSettingsInputSchema>

export const BillingSettingsSchema = v.object({
  retry_days: v.array(v.number()),
  on_exhaustion: v.picklist(DUNNING_ON_EXHAUSTION),
  advance_days: v.number(),
  send_emails: v.boolean(),
})
export type BillingSettings = v.InferOutput<typeof BillingSettingsSchema>
