import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { PRODUCT_OPTIONS_MAX, PRODUCT_VARIANTS_MAX } from '@vitrine/api'
import {
  Alert,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'
import { TextField, useListField } from '@vitrine/ui/form'
import { Plus, RefreshCw, Trash2 } from 'lucide-react'
import { GridInput } from './GridInput.tsx'
import { OptionValuesInput } from './OptionValuesInput.tsx'
import {
  combineVariants,
  type OptionFormValues,
  type ProductFormValues,
  type VariantFormValues,
} from './product-form.ts'

/**
 * Options (Tamanho, Cor — up to three, each with its values) and the grid of their
 * combinations, one variant a row with its own SKU, price, sale price and stock. "Gerar
 * variações" makes a row for each combination, keeping what was typed in the rows that remain.
 * A blank price is the product's. Rows are `useListField`'s (see ARCHITECTURE: never
 * useFieldArray).
 */
export function VariantsField({ readOnly }: { readOnly: boolean }) {
  const { getValues, setValue } = useFormContext<ProductFormValues>()
  const options = useListField<OptionFormValues, ProductFormValues>('options')
  const variants = useListField<VariantFormValues, ProductFormValues>('variants')
  const optionRows = useWatch<ProductFormValues, 'options'>({ name: 'options' }) ?? []
  const variantRows = useWatch<ProductFormValues, 'variants'>({ name: 'variants' }) ?? []
  const { errors } = useFormState<ProductFormValues>({ name: ['variants', 'options'] })
  const names = optionRows.map((option, index) => option.name.trim() || `Opção ${index + 1}`)
  const combinations = optionRows
    .filter((option) => option.name.trim() && option.values.length > 0)
    .reduce((count, option) => count * option.values.length, 1)
  const variantsMessage = errors.variants?.message ?? errors.variants?.root?.message

  function generate() {
    const next = combineVariants(getValues('options'), getValues('variants'))
    setValue('variants', next.slice(0, PRODUCT_VARIANTS_MAX), { shouldDirty: true })
  }

  return (
    <div className="flex flex-col gap-4" data-slot="product-variants">
      {options.keys.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Sem variações: o produto tem um só SKU, preço e estoque. Acrescente uma opção, como
          Tamanho ou Cor, se ele vier em versões.
        </p>
      ) : (
        <ul aria-label="Opções" className="flex flex-col gap-3">
          {options.keys.map((key, index) => (
            <li
              key={key}
              className="flex flex-wrap items-start gap-3 rounded-md border border-border p-3"
            >
              <TextField
                name={`options.${index}.name`}
                label={`Opção ${index + 1}`}
                placeholder="Tamanho"
                autoComplete="off"
                readOnly={readOnly}
                fieldClassName="min-w-40 flex-1"
              />
              <OptionValuesInput
                index={index}
                optionName={names[index] ?? ''}
                readOnly={readOnly}
              />
              {readOnly ? null : (
                <Button
                  variant="ghost"
                  size="icon"
                  className="mt-6"
                  aria-label={`Remover a opção ${names[index]}`}
                  onClick={() => options.remove(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {readOnly ? null : (
        <div className="flex flex-wrap gap-2">
          {options.keys.length < PRODUCT_OPTIONS_MAX ? (
            <Button variant="secondary" onClick={() => options.append({ name: '', values: [] })}>
              <Plus aria-hidden />
              Adicionar opção
            </Button>
          ) : null}
          {options.keys.length > 0 ? (
            <Button
              variant="secondary"
              onClick={generate}
              disabled={combinations > PRODUCT_VARIANTS_MAX}
            >
              <RefreshCw aria-hidden />
              Gerar variações
            </Button>
          ) : null}
        </div>
      )}
      {combinations > PRODUCT_VARIANTS_MAX ? (
        <Alert tone="warning">
          Essas opções dão {combinations} combinações; o máximo é {PRODUCT_VARIANTS_MAX} variações
          por produto.
        </Alert>
      ) : null}
      {variantsMessage ? (
        <Alert tone="danger" data-slot="variants-message">
          {variantsMessage}
        </Alert>
      ) : null}
      {variants.keys.length > 0 ? (
        <div className="overflow-x-auto">
          <Table aria-label="Variações">
            <TableHeader>
              <TableRow>
                <TableHead>Variação</TableHead>
                <TableHead>SKU</TableHead>
                <TableHead>Preço</TableHead>
                <TableHead>Preço promocional</TableHead>
                <TableHead>Estoque</TableHead>
                {readOnly ? null : (
                  <TableHead>
                    <span className="sr-only">Ações</span>
                  </TableHead>
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {variants.keys.map((key, index) => {
                const title =
                  (variantRows[index]?.options ?? []).join(' / ') || `Variação ${index + 1}`
                return (
                  <TableRow key={key} className="[&>td]:align-top">
                    <TableCell className="pt-3 font-medium whitespace-nowrap">{title}</TableCell>
                    <TableCell>
                      <GridInput
                        name={`variants.${index}.sku`}
                        label={`SKU de ${title}`}
                        readOnly={readOnly}
                        className="min-w-32"
                      />
                    </TableCell>
                    <TableCell>
                      <GridInput
                        name={`variants.${index}.price`}
                        label={`Preço de ${title}`}
                        placeholder="o do produto"
                        inputMode="decimal"
                        readOnly={readOnly}
                        className="min-w-28"
                      />
                    </TableCell>
                    <TableCell>
                      <GridInput
                        name={`variants.${index}.sales_price`}
                        label={`Preço promocional de ${title}`}
                        placeholder="—"
                        inputMode="decimal"
                        readOnly={readOnly}
                        className="min-w-28"
                      />
                    </TableCell>
                    <TableCell>
                      <GridInput
                        name={`variants.${index}.stock_quantity`}
                        label={`Estoque de ${title}`}
                        placeholder="0"
                        inputMode="numeric"
                        readOnly={readOnly}
                        className="w-24"
                      />
                    </TableCell>
                    {readOnly ? null : (
                      <TableCell>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Remover a variação ${title}`}
                          onClick={() => variants.remove(index)}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </div>
  )
}
