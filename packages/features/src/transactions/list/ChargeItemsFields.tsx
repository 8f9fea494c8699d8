import { useWatch } from 'react-hook-form'
import { formatMoney } from '@vitrine/api'
import { Button } from '@vitrine/ui'
import { TextField, useListField } from '@vitrine/ui/form'
import { Plus, Trash2 } from 'lucide-react'
import { emptyItem, typedTotal, type ChargeFormValues } from './new-charge-form.ts'

type ItemsValues = Pick<ChargeFormValues, 'items'>

/**
 * What is charged, line by line (description, quantity, unit price in reais), with the total
 * as typed so far: the items of a new charge and of a capture request, in the form around them.
 */
export function ChargeItemsFields() {
  const items = useListField<typeof emptyItem>('items')
  const typed = useWatch<ItemsValues, 'items'>({ name: 'items' })
  const total = typedTotal(typed ?? [])

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold">Itens</legend>
      {items.keys.map((key, index) => (
        <div
          key={key}
          className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_9rem_auto]"
        >
          <TextField
            name={`items.${index}.description`}
            label={`Item ${index + 1}`}
            required
            autoComplete="off"
          />
          <TextField
            name={`items.${index}.quantity`}
            label="Quantidade"
            inputMode="numeric"
            required
            autoComplete="off"
          />
          <TextField
            name={`items.${index}.unit_price`}
            label="Preço unitário"
            inputMode="decimal"
            placeholder="0,00"
            startAdornment={<span aria-hidden>R$</span>}
            required
            autoComplete="off"
          />
          <Button
            variant="ghost"
            size="icon"
            className="sm:mt-7"
            aria-label={`Remover o item ${index + 1}`}
            disabled={items.keys.length === 1}
            onClick={() => items.remove(index)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={items.keys.length >= 100}
          onClick={() => items.append(emptyItem)}
        >
          <Plus aria-hidden />
          Adicionar item
        </Button>
        <p className="text-md" data-slot="charge-total">
          Total: <strong className="tabular-nums">{formatMoney(total)}</strong>
        </p>
      </div>
    </fieldset>
  )
}
