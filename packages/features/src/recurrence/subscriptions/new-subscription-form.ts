import * as v from 'valibot'
import { RECURRENCE_METHODS, type SubscriptionInput } from '@vitrine/api'
import { storeDay } from '../../shared/format.ts'

/*
 * "Nova assinatura" as people fill it: the customer and the plan picked from lists (their ids
 * as the selects hold them), the method among the plan's, and an optional first charge day.
 * It ends in the contract's SubscriptionInput; the server checks the rest (the plan active,
 * the method accepted, a gateway for it) and answers on the same fields.
 */

/** A first charge at 09:00 in São Paulo (12:00 UTC, no summer time): a working morning. */
const CHARGE_HOUR_UTC = 12

export const NewSubscriptionFormSchema = v.object({
  customer_id: v.pipe(v.string(), v.nonEmpty('Escolha o cliente.'), v.transform(Number)),
  plan_id: v.pipe(v.string(), v.nonEmpty('Escolha o plano.'), v.transform(Number)),
  method: v.pipe(
    v.string(),
    v.nonEmpty('Escolha a forma de pagamento.'),
    v.picklist(RECURRENCE_METHODS, 'Escolha uma forma de pagamento que o plano aceita.'),
  ),
  start_day: v.pipe(
    v.string(),
    v.check(
      (day) => day === '' || /^\d{4}-\d{2}-\d{2}$/.test(day),
      'Digite a data como dd/mm/aaaa.',
    ),
    v.check(
      (day) => day === '' || day >= storeDay(new Date()),
      'A primeira cobrança não pode ser antes de hoje.',
    ),
  ),
})
export type NewSubscriptionFormValues = v.InferInput<typeof NewSubscriptionFormSchema>

export const newSubscriptionDefaults: NewSubscriptionFormValues = {
  customer_id: '',
  plan_id: '',
  method: '',
  start_day: '',
}

/** The contract's input: today (or no day) is "now", a later day its morning. */
export function subscriptionInputOf(
  values: v.InferOutput<typeof NewSubscriptionFormSchema>,
  today = storeDay(new Date()),
): SubscriptionInput {
  const later = values.start_day !== '' && values.start_day > today
  return {
    customer_id: values.customer_id,
    plan_id: values.plan_id,
    method: values.method,
    start_at: later
      ? `${values.start_day}T${String(CHARGE_HOUR_UTC).padStart(2, '0')}:00:00.000Z`
      : null,
  }
}

/** The server's `start_at` message belongs under the day field. */
export const formFieldOf = (field: string) => (field === 'start_at' ? 'start_day' : field)
