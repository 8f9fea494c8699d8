import { get, useFormContext, useFormState, useWatch } from 'react-hook-form'
import { SPLIT_MAX_SHARES, type Seller, type SplitRuleVariant } from '@vitrine/api'
import { Button } from '@vitrine/ui'
import { SelectField, TextField, useListField } from '@vitrine/ui/form'
import { Plus, Trash2 } from 'lucide-react'
import { sellerNameOf, sellerStatusWords } from './rule-labels.ts'
import { newShare, type RuleFormValues, type ShareValues } from './rule-form.ts'

export type SharesName = 'shares' | `overrides.${number}.shares`

export interface SharesFieldsProps {
  name: SharesName
  variant: SplitRuleVariant
  sellers: readonly Seller[]
  canWrite: boolean
  /** Names the list for assistive technology ("Partes dos vendedores"). */
  label: string
}

/** A message said of the whole list (the percentages over 100 %), under it. */
export function ListMessage({ name }: { name: string }) {
  const { errors } = useFormState({ name })
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message
  return typeof message === 'string' ? (
    <p role="alert" className="text-sm font-medium text-danger-foreground">
      {message}
    </p>
  ) : null
}

/**
 * One row per seller's share: who (an active seller of the gateway), a percentage or a fixed
 * amount, and a way out. A seller that is not active cannot be picked; when the rule in force
 * has one, its row says so (saving would be refused until it is active again or removed).
 */
export function SharesFields({ name, variant, sellers, canWrite, label }: SharesFieldsProps) {
  const { control } = useFormContext<RuleFormValues>()
  const { keys, append, remove } = useListField<ShareValues>(name)
  const rows = (useWatch({ control, name }) as ShareValues[] | undefined) ?? []
  const nameOf = sellerNameOf(sellers)
  const options = sellers.map((seller) => ({
    value: String(seller.id),
    label:
      seller.status === 'active'
        ? seller.name
        : `${seller.name} (${sellerStatusWords[seller.status]})`,
    disabled: seller.status !== 'active',
  }))

  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={label} className="flex flex-col gap-3">
        {keys.map((key, index) => {
          const row = rows[index]
          const chosen = sellers.find((seller) => String(seller.id) === row?.seller_id)
          const rowName = row?.seller_id ? nameOf(Number(row.seller_id)) : `parte ${index + 1}`
          const at = `${name}.${index}` as const
          return (
            <li
              key={key}
              aria-label={rowName}
              className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
            >
              <SelectField
                name={`${at}.seller_id`}
                label="Vendedor"
                options={
                  // A seller of the rule missing from the list still shows by its number.
                  row?.seller_id && !chosen
                    ? [...options, { value: row.seller_id, label: rowName, disabled: true }]
                    : options
                }
              />
              {variant === 'static-pix' ? (
                <p className="text-sm text-muted-foreground sm:mt-8">Valor fixo</p>
              ) : (
                <SelectField
                  name={`${at}.kind`}
                  label="Tipo"
                  options={[
                    { value: 'percent', label: 'Porcentagem' },
                    { value: 'fixed', label: 'Valor fixo' },
                  ]}
                />
              )}
              {row?.kind === 'fixed' ? (
                <TextField
                  key="cents"
                  name={`${at}.cents`}
                  label="Valor fixo"
                  inputMode="decimal"
                  startAdornment="R$"
                />
              ) : (
                <TextField
                  key="basis_points"
                  name={`${at}.basis_points`}
                  label="Porcentagem"
                  inputMode="decimal"
                  endAdornment="%"
                />
              )}
              {canWrite ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="sm:mt-6"
                  aria-label={`Remover a parte de ${rowName}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              ) : null}
              {chosen && chosen.status !== 'active' ? (
                <p className="text-sm text-warning-foreground sm:col-span-4">
                  {chosen.name} está {sellerStatusWords[chosen.status]}: não recebe enquanto não
                  estiver ativo. Tire esta parte ou reative o vendedor antes de salvar.
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
      <ListMessage name={name} />
      {canWrite ? (
        <Button
          variant="secondary"
          className="self-start"
          disabled={rows.length >= SPLIT_MAX_SHARES}
          onClick={() => append(newShare(variant))}
        >
          <Plus aria-hidden />
          Adicionar vendedor
        </Button>
      ) : null}
    </div>
  )
}
