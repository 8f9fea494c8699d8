import { useFormContext, useWatch } from 'react-hook-form'
import { CARD_BRAND_NAMES, CARD_BRANDS } from '@vitrine/api'
import { Button } from '@vitrine/ui'
import { SelectField, TextField, useListField } from '@vitrine/ui/form'
import { Plus, Trash2 } from 'lucide-react'
import { countOptions } from './count-options.ts'
import { newBrandRule, type InstallmentsFormValues } from './installments-form.ts'

/**
 * Brands whose installments differ from the store's (American Express up to 6x, say): one row
 * each, added and removed at will. A brand already ruled is not offered to another row.
 */
export function BrandRules({ canWrite }: { canWrite: boolean }) {
  const { control, getValues } = useFormContext<InstallmentsFormValues>()
  const { keys, append, remove } =
    useListField<InstallmentsFormValues['by_brand'][number]>('by_brand')
  const rules = useWatch({ control, name: 'by_brand' }) ?? []
  const used = rules.map((rule) => rule.brand)

  return (
    <div className="flex flex-col gap-3">
      {keys.length === 0 ? (
        <p className="text-sm text-muted-foreground">Todas as bandeiras seguem as regras acima.</p>
      ) : (
        <ul aria-label="Regras por bandeira" className="flex flex-col gap-3">
          {keys.map((key, index) => {
            const brand = rules[index]?.brand
            const name = brand ? CARD_BRAND_NAMES[brand] : `regra ${index + 1}`
            return (
              <li
                key={key}
                aria-label={name}
                className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
              >
                <SelectField
                  name={`by_brand.${index}.brand`}
                  label="Bandeira"
                  options={CARD_BRANDS.filter(
                    (option) => option === brand || !used.includes(option),
                  ).map((option) => ({ value: option, label: CARD_BRAND_NAMES[option] }))}
                />
                <SelectField
                  name={`by_brand.${index}.max_installments`}
                  label="Máximo"
                  options={countOptions}
                />
                <SelectField
                  name={`by_brand.${index}.interest_free`}
                  label="Sem juros até"
                  options={countOptions}
                />
                <TextField
                  name={`by_brand.${index}.monthly_rate_bps`}
                  label="Juros ao mês"
                  inputMode="decimal"
                  endAdornment="%"
                />
                {canWrite ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="sm:mt-6"
                    aria-label={`Remover a regra de ${name}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      {canWrite ? (
        <Button
          variant="secondary"
          className="self-start"
          disabled={used.length >= CARD_BRANDS.length}
          onClick={() => append(newBrandRule(getValues(), used))}
        >
          <Plus aria-hidden />
          Adicionar regra por bandeira
        </Button>
      ) : null}
    </div>
  )
}
