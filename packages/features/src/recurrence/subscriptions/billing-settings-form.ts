import * as v from 'valibot'
import {
  BillingSettingsInputSchema,
  DUNNING_MAX_DAY,
  DUNNING_ON_EXHAUSTION,
  type BillingSettings,
} from '@vitrine/api'

/*
 * "Regras de cobrança" as people type them: days as text (one field per retry), then the
 * contract's own BillingSettingsInputSchema, so the panel refuses exactly what the server
 * does, with the same words, on the same paths (`retry_days.1`, `advance_days`).
 */

const dayText = (message: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.regex(/^\d{1,3}$/, message))

export const BillingSettingsFormSchema = v.pipe(
  v.object({
    retry_days: v.array(dayText(`Digite um número de dias, de 1 a ${DUNNING_MAX_DAY}.`)),
    on_exhaustion: v.picklist(DUNNING_ON_EXHAUSTION, 'Escolha o que acontece.'),
    advance_days: dayText(`Digite um número de dias, de 0 a ${DUNNING_MAX_DAY}.`),
    send_emails: v.boolean(),
  }),
  v.transform((values) => ({
    retry_days: values.retry_days.map(Number),
    on_exhaustion: values.on_exhaustion,
    advance_days: Number(values.advance_days),
    send_emails: values.send_emails,
  })),
  BillingSettingsInputSchema,
)
export type BillingSettingsFormValues = v.InferInput<typeof BillingSettingsFormSchema>

export const billingSettingsValues = (settings: BillingSettings): BillingSettingsFormValues => ({
  retry_days: settings.retry_days.map(String),
  on_exhaustion: settings.on_exhaustion,
  advance_days: String(settings.advance_days),
  send_emails: settings.send_emails,
})

/** "1, 3 e 7 dias depois da falha" — the schedule in words. */
export function retryScheduleText(days: readonly number[]): string {
  if (days.length === 0) return 'Nenhuma nova tentativa.'
  const list =
    days.length === 1 ? String(days[0]) : `${days.slice(0, -1).join(', ')} e ${days.at(-1)}`
  return `Novas tentativas ${list} ${days.at(-1) === 1 ? 'dia' : 'dias'} depois da falha.`
}
