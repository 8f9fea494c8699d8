import { useFormState } from 'react-hook-form'
import {
  formatMoney,
  PLAN_PRODUCTS_MAX,
  type PlanProduct,
  type RecurrenceProduct,
} from '@vitrine/api'
import { Button } from '@vitrine/ui'
import { SelectField, TextField, useListField } from '@vitrine/ui/form'
import { Plus, Trash2 } from 'lucide-react'
import { emptyProductRow, type PlanFormValues, type PlanProductRow } from './plan-form.ts'

export interface PlanProductsFieldsProps {
  /** The store's products in use; undefined while on their way. */
  products: RecurrenceProduct[] | undefined
  /** What the plan holds already: an archived product stays choosable in its own plan. */
  held: readonly PlanProduct[]
}

/**
 * What the plan sells, product by product with its quantity: chosen from the store's products
 * (each once), added and removed in place. The server's refusal of the whole list (a product
 * archived meanwhile) shows under it.
 */
export function PlanProductsFields({ products, held }: PlanProductsFieldsProps) {
  const rows = useListField<PlanProductRow, PlanFormValues>('products')
  const { errors } = useFormState<PlanFormValues>({ name: 'products' })
  const choices = [
    ...(products ?? []).map((product) => ({
      value: String(product.id),
      label: `${product.name} (${product.sku}) · ${formatMoney(product.price_cents)}`,
    })),
    ...held
      .filter((item) => !products?.some((product) => product.id === item.product_id))
      .map((item) => ({
        value: String(item.product_id),
        label: `${item.name} (${item.sku}) · arquivado`,
      })),
  ]
  const listMessage = errors.products?.message ?? errors.products?.root?.message

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-base font-semibold">Produtos</legend>
      <p className="text-sm text-muted-foreground">
        O que o assinante recebe a cada cobrança. O preço do plano é o que vale; o dos produtos só
        mostra do que ele é feito.
      </p>
      {rows.keys.map((key, index) => (
        <div key={key} className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_auto]">
          <SelectField
            name={`products.${index}.product_id`}
            label={`Produto ${index + 1}`}
            options={choices}
            placeholder={products ? 'Escolha' : 'Carregando produtos…'}
            required
          />
          <TextField
            name={`products.${index}.quantity`}
            label="Quantidade"
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <Button
            variant="ghost"
            size="icon"
            className="sm:mt-7"
            aria-label={`Remover o produto ${index + 1}`}
            onClick={() => rows.remove(index)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ))}
      {listMessage ? (
        <p role="alert" className="text-sm text-danger-foreground" data-slot="products-message">
          {listMessage}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        className="w-fit"
        disabled={rows.keys.length >= PLAN_PRODUCTS_MAX || products?.length === 0}
        onClick={() => rows.append(emptyProductRow)}
      >
        <Plus aria-hidden />
        Adicionar produto
      </Button>
      {products?.length === 0 && held.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          A loja ainda não tem produtos: cadastre-os em Produtos para incluí-los no plano.
        </p>
      ) : null}
    </fieldset>
  )
}
