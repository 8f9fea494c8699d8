import { useWatch } from 'react-hook-form'
import {
  INTERVAL_LABELS,
  PLAN_PRICE_CHANGE_TEXT,
  RECURRENCE_INTERVALS,
  RECURRENCE_METHOD_LABELS,
  RECURRENCE_METHODS,
  type Plan,
  type RecurrenceProduct,
} from '@vitrine/api'
import { CheckboxGroupField } from '@vitrine/ui'
import { SelectField, SwitchField, TextareaField, TextField } from '@vitrine/ui/form'
import type { PlanFormValues } from './plan-form.ts'
import { PlanProductsFields } from './PlanProductsFields.tsx'

const INTERVAL_OPTIONS = RECURRENCE_INTERVALS.map((interval) => ({
  value: interval,
  label: interval === 'days' ? 'A cada N dias' : INTERVAL_LABELS[interval]['pt-BR'],
}))

const METHOD_OPTIONS = RECURRENCE_METHODS.map((method) => ({
  value: method,
  label: RECURRENCE_METHOD_LABELS[method]['pt-BR'],
}))

export interface PlanFieldsProps {
  /** The plan being edited (the price then says when a new one applies); none for a new plan. */
  plan?: Plan
  products: RecurrenceProduct[] | undefined
}

/** A plan's fields, in the new plan's dialog and in its edit. */
export function PlanFields({ plan, products }: PlanFieldsProps) {
  const interval = useWatch<PlanFormValues, 'interval'>({ name: 'interval' })
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label="Nome"
          autoComplete="off"
          required
          fieldClassName="sm:col-span-2"
        />
        <TextareaField
          name="description"
          label="Descrição (opcional)"
          rows={2}
          fieldClassName="sm:col-span-2"
        />
        <TextField
          name="price_cents"
          label="Preço"
          inputMode="decimal"
          placeholder="0,00"
          startAdornment={<span aria-hidden>R$</span>}
          autoComplete="off"
          required
          hint={plan ? PLAN_PRICE_CHANGE_TEXT : 'Cobrado a cada intervalo.'}
        />
        <SelectField name="interval" label="Intervalo" options={INTERVAL_OPTIONS} required />
        {interval === 'days' ? (
          <TextField
            name="interval_days"
            label="Dias entre cobranças"
            inputMode="numeric"
            autoComplete="off"
            required
            hint="De 1 a 365 dias."
          />
        ) : null}
        <TextField
          name="trial_days"
          label="Dias de teste grátis"
          inputMode="numeric"
          placeholder="0"
          autoComplete="off"
          hint="A primeira cobrança vem depois do teste. Em branco: sem teste."
        />
        <TextField
          name="cycles"
          label="Número de cobranças"
          inputMode="numeric"
          placeholder="Sem limite"
          autoComplete="off"
          hint="Depois da última, a assinatura se encerra. Em branco: sem limite."
        />
        <TextField
          name="setup_fee_cents"
          label="Taxa de adesão (opcional)"
          inputMode="decimal"
          placeholder="0,00"
          startAdornment={<span aria-hidden>R$</span>}
          autoComplete="off"
          hint="Somada à primeira fatura."
        />
        <CheckboxGroupField
          name="methods"
          label="Formas de pagamento"
          required
          options={METHOD_OPTIONS}
          hint="Cada forma precisa de um meio de pagamento ativo da loja."
          fieldClassName="sm:col-span-2"
        />
        <SwitchField
          name="active"
          label="Ativo"
          hint="Desativado, o plano não aceita novas assinaturas; as atuais continuam."
          fieldClassName="sm:col-span-2"
        />
      </div>
      <PlanProductsFields products={products} held={plan?.products ?? []} />
    </>
  )
}
