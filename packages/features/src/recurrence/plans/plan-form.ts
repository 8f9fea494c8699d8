import * as v from 'valibot'
import {
  PLAN_MIN_CENTS,
  PlanInputSchema,
  planLabels,
  RECURRENCE_INTERVALS,
  RECURRENCE_MAX_CENTS,
  type Plan,
  type PlanInput,
} from '@vitrine/api'
import { moneyField, moneyInput } from '../../shared/money-field.ts'

/*
 * The plan form holds what people type (the price as "59,90", days and cycles as digits, the
 * methods as checked values, each product as a chosen id and a quantity) under the contract's
 * own names, so a field error the server answers lands on its field. Its schema turns the
 * typed values into a PlanInput and then runs the contract's own schema, so the messages are
 * the server's.
 */

export interface PlanProductRow {
  /** The chosen product's id, as the select holds it ('' before one is chosen). */
  product_id: string
  quantity: string
}

export interface PlanFormValues {
  name: string
  description: string
  /** "59,90". */
  price_cents: string
  interval: string
  /** "15", only read with "a cada N dias". */
  interval_days: string
  /** "7"; '' is no trial. */
  trial_days: string
  /** "12"; '' is "sem limite". */
  cycles: string
  methods: string[]
  /** "10,00"; '' is none. */
  setup_fee_cents: string
  active: boolean
  products: PlanProductRow[]
}

export const emptyProductRow: PlanProductRow = { product_id: '', quantity: '1' }

const wholeNumber = (issue: v.BaseIssue<unknown>) =>
  issue.lang === 'en' ? 'Enter a whole number, such as 12.' : 'Digite um número inteiro, como 12.'

/** Digits → a number; '' → `empty`. The contract's rule then bounds the number. */
const count = <E extends number | null>(empty: E) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((text) => text === '' || /^\d{1,6}$/.test(text), wholeNumber),
    v.transform((text) => (text === '' ? empty : Number(text))),
  )

const setupFee = v.pipe(
  v.string(),
  // Nothing typed is no setup fee.
  v.transform((text) => (text.trim() === '' ? '0' : text)),
  moneyField(planLabels.setupFee, 0, RECURRENCE_MAX_CENTS),
)

/** The contract's own rules of the fields typed as they are, so each speaks at once on a submit. */
const contract = PlanInputSchema.pipe[0].entries

const typed = v.object({
  name: contract.name,
  description: contract.description,
  price_cents: moneyField(planLabels.price, PLAN_MIN_CENTS, RECURRENCE_MAX_CENTS),
  interval: v.picklist(RECURRENCE_INTERVALS, 'Escolha de quanto em quanto tempo o plano cobra.'),
  interval_days: count(null),
  trial_days: count(0),
  cycles: count(null),
  methods: contract.methods,
  setup_fee_cents: setupFee,
  active: v.boolean(),
  products: v.array(
    v.object({
      product_id: v.pipe(
        v.string(),
        v.check((id) => id !== '', 'Escolha o produto.'),
        v.transform(Number),
      ),
      quantity: count(0),
    }),
  ),
})

/** Typed values in, a PlanInput out, through the contract's own rules and messages. */
export const planFormSchema = v.pipe(
  v.pipe(
    typed,
    // The contract's "a cada N dias needs its days", at once with the other fields' messages.
    PlanInputSchema.pipe.find(
      (item) => item.type === 'partial_check',
    ) as unknown as v.GenericValidation<v.InferOutput<typeof typed>>,
  ) as unknown as v.GenericSchema<PlanFormValues, PlanInput>,
  PlanInputSchema,
) as unknown as v.GenericSchema<PlanFormValues, PlanInput>

/** The form's starting values: a new plan (monthly, card, active), or the plan to edit. */
export function planFormValues(plan?: Plan): PlanFormValues {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    price_cents: plan ? moneyInput(plan.price_cents) : '',
    interval: plan?.interval ?? 'monthly',
    interval_days: plan?.interval_days == null ? '' : String(plan.interval_days),
    trial_days: plan && plan.trial_days > 0 ? String(plan.trial_days) : '',
    cycles: plan?.cycles == null ? '' : String(plan.cycles),
    methods: plan ? [...plan.methods] : ['creditcard'],
    setup_fee_cents: plan && plan.setup_fee_cents > 0 ? moneyInput(plan.setup_fee_cents) : '',
    active: plan?.active ?? true,
    products: (plan?.products ?? []).map((item) => ({
      product_id: String(item.product_id),
      quantity: String(item.quantity),
    })),
  }
}
