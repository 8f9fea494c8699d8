import * as v from 'valibot'
import { parseMoney, transactionLabels, type ChargeInput, type Gateway } from '@vitrine/api'
import { between, length, number, required } from '@vitrine/api/validation'
import { cardInputOf, CardFormSchema } from '../../shared/card-form.ts'

/*
 * "Nova cobrança" as typed: amounts in reais ("1.234,56"), the quantity and the card's expiry as
 * text, the card only for card gateways. The messages are the contract's (pt-BR in the panel)
 * where a rule of it applies, and say what to type where the form has its own format.
 */

/** The largest amount a charge carries (ten digits of centavos, like a boleto). */
const MAX_CENTS = 99_999_999_99

/** An amount in reais as typed, to centavos: at least R$ 0,01. */
const moneyField = (label: typeof transactionLabels.unitPrice) =>
  v.pipe(
    v.string(),
    required({ label }),
    v.check((text) => parseMoney(text) !== undefined, 'Digite um valor em reais, como 1.234,56.'),
    v.transform((text) => parseMoney(text)!),
    v.check((cents) => cents >= 1, 'O valor precisa ser de pelo menos R$ 0,01.'),
    v.check((cents) => cents <= MAX_CENTS, 'O valor passa do máximo de uma cobrança.'),
  )

export const ChargeItemFormSchema = v.object({
  description: v.pipe(
    v.string(),
    v.trim(),
    required({ label: transactionLabels.item }),
    length(0, 200, { label: transactionLabels.item }),
  ),
  quantity: v.pipe(
    v.string(),
    required({ label: transactionLabels.quantity }),
    number({ label: transactionLabels.quantity }),
    between(1, 10_000, { label: transactionLabels.quantity, force: 'value' }),
    v.check((text) => Number.isInteger(Number(text)), 'A quantidade é um número inteiro.'),
    v.transform(Number),
  ),
  unit_price: moneyField(transactionLabels.unitPrice),
})

/** What a charge and a capture request sent by link both hold: who pays (optional), and what. */
export const chargedFields = {
  customer_id: v.string(),
  description: v.pipe(
    v.string(),
    v.trim(),
    length(0, 200, { label: transactionLabels.description }),
  ),
  items: v.pipe(
    v.array(ChargeItemFormSchema),
    v.minLength(1, 'Inclua pelo menos um item.'),
    v.maxLength(100, 'Uma cobrança tem no máximo 100 itens.'),
  ),
}

const common = {
  gateway_id: v.pipe(v.string(), required({ label: transactionLabels.gateway })),
  installments: v.string(),
  ...chargedFields,
}

export const ChargeFormSchema = v.object(common)
export const CardChargeFormSchema = v.object({ ...common, card: CardFormSchema })

export type ChargeFormValues = v.InferInput<typeof CardChargeFormSchema>
type ChargeFormOutput =
  v.InferOutput<typeof ChargeFormSchema> | v.InferOutput<typeof CardChargeFormSchema>

/**
 * Gateways that take the card in the form (its number, holder, expiry and code): credit cards
 * and meal vouchers, which are cards too (the server asks for the card of both).
 */
export const takesCard = (gateway: Gateway | undefined) =>
  gateway?.type === 'creditcard' || gateway?.type === 'voucher'

/** The form's field for an items, description or customer field the server names, or null. */
export function chargedFieldOf(serverField: string): string | null {
  if (/^(customer_id|description)$/.test(serverField)) return serverField
  if (/^items\.\d+\.(description|quantity|unit_cents)$/.test(serverField)) {
    return serverField.replace(/unit_cents$/, 'unit_price')
  }
  // The items as a whole (their sum too large, none at all): no one field shows it.
  return null
}

/** The form's field for a field the server names (the card's expiry is one field here). */
export function formFieldOf(serverField: string): string | null {
  if (serverField === 'card.expiry_month' || serverField === 'card.expiry_year')
    return 'card.expiry'
  if (serverField === 'card') return 'card.number'
  if (/^(gateway_id|installments)$/.test(serverField)) return serverField
  if (/^card\.(number|holder|cvv)$/.test(serverField)) return serverField
  return chargedFieldOf(serverField)
}

/** The schema for the gateway chosen: with the card for card gateways. */
export const chargeFormSchemaFor = (gateway: Gateway | undefined) =>
  takesCard(gateway) ? CardChargeFormSchema : ChargeFormSchema

/** The customer choice for a charge to nobody in particular. */
export const NO_CUSTOMER = 'none'

export const emptyItem = { description: '', quantity: '1', unit_price: '' }

export const chargeFormDefaults: ChargeFormValues = {
  gateway_id: '',
  customer_id: NO_CUSTOMER,
  description: '',
  installments: '1',
  items: [emptyItem],
  card: { number: '', holder: '', expiry: '', cvv: '' },
}

/** The sum of the items as typed so far (lines not yet valid count as nothing). */
export function typedTotal(items: readonly { quantity?: string; unit_price?: string }[]): number {
  return items.reduce((sum, line) => {
    const quantity = Number(line.quantity)
    const unit = parseMoney(line.unit_price ?? '')
    if (!Number.isInteger(quantity) || quantity < 1 || unit === undefined) return sum
    return sum + quantity * unit
  }, 0)
}

type ChargedOutput = v.InferOutput<v.ObjectSchema<typeof chargedFields, undefined>>

/** The customer, description and items as the API takes them, from the valid form. */
export function chargedInputOf(values: ChargedOutput) {
  return {
    customer_id:
      values.customer_id && values.customer_id !== NO_CUSTOMER ? Number(values.customer_id) : null,
    description: values.description,
    items: values.items.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit_cents: line.unit_price,
    })),
  }
}

/** What the API takes, from the valid form. */
export function chargeInputOf(values: ChargeFormOutput): ChargeInput {
  const { customer_id, description, items } = chargedInputOf(values)
  return {
    gateway_id: Number(values.gateway_id),
    customer_id,
    description,
    installments: Number(values.installments) || 1,
    items,
    ...('card' in values ? { card: cardInputOf(values.card) } : {}),
  }
}
