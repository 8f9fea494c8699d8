import { useWatch } from 'react-hook-form'
import { RadioGroupField, RadioGroupItem } from '@vitrine/ui'
import { TextField } from '@vitrine/ui/form'
import type { LinkFormValues } from './link-form.ts'

/** Fixed amount, or the payer chooses (at least a minimum): the mode, then its amount. */
export function AmountFields() {
  const mode = useWatch<LinkFormValues, 'amount_mode'>({ name: 'amount_mode' })
  return (
    <>
      <RadioGroupField name="amount_mode" label="Tipo de valor" fieldClassName="sm:col-span-2">
        <RadioGroupItem value="fixed" label="Valor fixo" description="Todos pagam o mesmo valor." />
        <RadioGroupItem
          value="open"
          label="Quem paga escolhe"
          description="Para contribuições e doações: você define o mínimo."
        />
      </RadioGroupField>
      {mode === 'fixed' ? (
        <TextField
          key="amount"
          name="amount_cents"
          label="Valor"
          required
          inputMode="decimal"
          startAdornment="R$"
          autoComplete="off"
          hint="Como 12,90 ou 1.049,90."
        />
      ) : (
        <TextField
          key="min"
          name="min_cents"
          label="Valor mínimo"
          required
          inputMode="decimal"
          startAdornment="R$"
          autoComplete="off"
          hint="O menor valor aceito; a partir de R$ 1,00."
        />
      )}
    </>
  )
}
