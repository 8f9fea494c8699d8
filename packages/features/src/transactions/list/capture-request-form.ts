import * as v from 'valibot'
import { CaptureRequestInputSchema, type CaptureRequestInput } from '@vitrine/api'
import { between, number, required, type FieldLabel } from '@vitrine/api/validation'
import type { MethodFormValues } from '../../shared/payment-methods/MethodFields.tsx'
import {
  chargedFieldOf,
  chargedFields,
  chargedInputOf,
  emptyItem,
  NO_CUSTOMER,
  type ChargeFormValues,
} from './new-charge-form.ts'

/*
 * "Enviar link de pagamento": a capture request as typed. The customer, description and items
 * are the new charge's own fields (same rules, same messages); the methods are checked gateway
 * ids and the validity a count of days, which the API takes in hours. The contract's rule for
 * the methods speaks for them, so its message is the server's.
 */

/** A payer's page stays payable from one day to thirty (the contract's 1 to 720 hours). */
export const CAPTURE_MAX_DAYS = 30
const validity: FieldLabel = { 'pt-BR': 'Validade', en: 'Validity' }

export type CaptureRequestFormValues = Pick<
  ChargeFormValues,
  'customer_id' | 'description' | 'items'
> &
  MethodFormValues & {
    /** Days the page stays payable, as typed. */
    expires_in_days: string
  }

export const CaptureRequestFormSchema = v.object({
  ...chargedFields,
  gateway_ids: v.pipe(
    v.array(v.string()),
    v.transform((ids) => ids.map(Number)),
    CaptureRequestInputSchema.entries.gateway_ids,
  ),
  max_installments: v.pipe(v.string(), v.transform(Number)),
  expires_in_days: v.pipe(
    v.string(),
    v.trim(),
    required({ label: validity }),
    number({ label: validity }),
    between(1, CAPTURE_MAX_DAYS, { label: validity, force: 'value' }),
    v.check((text) => Number.isInteger(Number(text)), 'A validade é um número inteiro de dias.'),
    v.transform(Number),
  ),
})

export const captureRequestDefaults: CaptureRequestFormValues = {
  customer_id: NO_CUSTOMER,
  description: '',
  items: [emptyItem],
  gateway_ids: [],
  max_installments: '1',
  expires_in_days: '3',
}

/** What the API takes, from the valid form. */
export function captureInputOf(
  values: v.InferOutput<typeof CaptureRequestFormSchema>,
): CaptureRequestInput {
  return {
    ...chargedInputOf(values),
    gateway_ids: values.gateway_ids,
    max_installments: values.max_installments || 1,
    expires_in_hours: values.expires_in_days * 24,
  }
}

/** The form's field for a field the server names (the validity is asked in days here). */
export function captureFieldOf(serverField: string): string | null {
  if (serverField === 'expires_in_hours') return 'expires_in_days'
  if (/^gateway_ids(\.\d+)?$/.test(serverField)) return 'gateway_ids'
  if (serverField === 'max_installments') return serverField
  return chargedFieldOf(serverField)
}
