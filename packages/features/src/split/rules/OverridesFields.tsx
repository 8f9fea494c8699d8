import { useFormContext, useWatch } from 'react-hook-form'
import type { Seller } from '@vitrine/api'
import { Button } from '@vitrine/ui'
import { SelectField, useListField } from '@vitrine/ui/form'
import { Plus, Trash2 } from 'lucide-react'
import { OVERRIDE_TYPES, paymentTypeName } from './rule-labels.ts'
import type { OverrideValues, RuleFormValues } from './rule-form.ts'
import { SharesFields } from './SharesFields.tsx'

/**
 * Other shares for a payment method (a different split for card, say): the fee payer, the
 * rounding and the liability stay the rule's. A new one starts from the rule's own shares.
 */
export function OverridesFields({
  sellers,
  canWrite,
}: {
  sellers: readonly Seller[]
  canWrite: boolean
}) {
  const { control, getValues } = useFormContext<RuleFormValues>()
  const { keys, append, remove } = useListField<OverrideValues>('overrides')
  const overrides = useWatch({ control, name: 'overrides' }) ?? []
  const used = overrides.map((override) => override.payment_type)
  const free = OVERRIDE_TYPES.filter((type) => !used.includes(type))

  return (
    <div className="flex flex-col gap-4">
      {keys.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Todas as formas de pagamento seguem a divisão acima.
        </p>
      ) : (
        <ul aria-label="Divisões por forma de pagamento" className="flex flex-col gap-4">
          {keys.map((key, index) => {
            const type = overrides[index]?.payment_type
            const title = type ? paymentTypeName(type) : `Forma de pagamento ${index + 1}`
            return (
              <li
                key={key}
                aria-label={title}
                className="flex flex-col gap-3 rounded-md border border-border p-3"
              >
                <div className="flex items-start gap-3">
                  <SelectField
                    name={`overrides.${index}.payment_type`}
                    label="Forma de pagamento"
                    fieldClassName="grow"
                    options={OVERRIDE_TYPES.filter(
                      (option) => option === type || !used.includes(option),
                    ).map((option) => ({ value: option, label: paymentTypeName(option) }))}
                  />
                  {canWrite ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="mt-6"
                      aria-label={`Remover a divisão de ${title}`}
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  ) : null}
                </div>
                <SharesFields
                  name={`overrides.${index}.shares`}
                  variant="rule"
                  sellers={sellers}
                  canWrite={canWrite}
                  label={`Partes no ${title}`}
                />
              </li>
            )
          })}
        </ul>
      )}
      {canWrite ? (
        <Button
          variant="secondary"
          className="self-start"
          disabled={free.length === 0}
          onClick={() =>
            append({ payment_type: free[0] ?? '', shares: structuredClone(getValues('shares')) })
          }
        >
          <Plus aria-hidden />
          Adicionar divisão por forma de pagamento
        </Button>
      ) : null}
    </div>
  )
}
