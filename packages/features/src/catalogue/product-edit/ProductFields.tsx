import type { ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import type { Category } from '@vitrine/api'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@vitrine/ui'
import { SwitchField, TextareaField, TextField } from '@vitrine/ui/form'
import { CategoriesField } from './CategoriesField.tsx'
import { ProductImagesField } from './ProductImagesField.tsx'
import { TagsField } from './TagsField.tsx'
import { VariantsField } from './VariantsField.tsx'
import type { ProductFormValues } from './product-form.ts'

function Section({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  )
}

const reais = <span aria-hidden>R$</span>

export interface ProductFieldsProps {
  categories: Category[] | undefined
  upload: (file: File) => Promise<{ url: string }>
  readOnly: boolean
}

/**
 * The product's fields in sections: what it is, price and stock, pictures, variants, shipping,
 * and where it shows (visibility, categories, tags).
 */
export function ProductFields({ categories, upload, readOnly }: ProductFieldsProps) {
  // With variants, the stock is each variant's (the server keeps their sum as the product's).
  const variants = useWatch<ProductFormValues, 'variants'>({ name: 'variants' }) ?? []
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-5">
        <Section title="O produto">
          <TextField name="name" label="Nome" autoComplete="off" required />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="sku"
              label="SKU (opcional)"
              autoComplete="off"
              hint="O código do produto no estoque, único na loja."
            />
            <TextField name="brand" label="Marca (opcional)" autoComplete="off" />
          </div>
          <TextareaField name="description" label="Descrição (opcional)" rows={5} />
          <TextField
            name="slug"
            label="Endereço na loja (opcional)"
            autoComplete="off"
            hint="Como camiseta-basica-azul, depois de /p/. Em branco, vem do nome."
          />
        </Section>

        <Section
          title="Preço e estoque"
          description="Com variações, o estoque é o de cada uma, e o preço delas pode mudar."
        >
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              name="price"
              label="Preço"
              inputMode="decimal"
              placeholder="0,00"
              startAdornment={reais}
              autoComplete="off"
              required
            />
            <TextField
              name="sales_price"
              label="Preço promocional (opcional)"
              inputMode="decimal"
              placeholder="0,00"
              startAdornment={reais}
              autoComplete="off"
              hint="Menor que o preço; a loja mostra os dois."
            />
            <TextField
              name="stock_quantity"
              label="Estoque"
              inputMode="numeric"
              placeholder="0"
              autoComplete="off"
              disabled={variants.length > 0}
              hint={
                variants.length > 0 ? 'O de cada variação, na grade abaixo.' : 'Unidades à venda.'
              }
            />
          </div>
        </Section>

        <Section title="Imagens">
          <ProductImagesField upload={upload} readOnly={readOnly} />
        </Section>

        <Section
          title="Variações"
          description="Versões do produto, como tamanhos e cores, cada uma com SKU, preço e estoque."
        >
          <VariantsField readOnly={readOnly} />
        </Section>
      </div>

      <div className="flex min-w-0 flex-col gap-5">
        <Section title="Na loja">
          <SwitchField name="visible" label="Visível na loja" />
          <CategoriesField categories={categories} readOnly={readOnly} />
          <TagsField readOnly={readOnly} />
        </Section>

        <Section title="Envio" description="Para calcular o frete.">
          <TextField
            name="weight_grams"
            label="Peso (g)"
            inputMode="numeric"
            placeholder="0"
            autoComplete="off"
          />
          <div className="grid grid-cols-3 gap-3">
            <TextField name="height_cm" label="Altura (cm)" inputMode="numeric" placeholder="0" />
            <TextField name="width_cm" label="Largura (cm)" inputMode="numeric" placeholder="0" />
            <TextField
              name="length_cm"
              label="Comprimento (cm)"
              inputMode="numeric"
              placeholder="0"
            />
          </div>
        </Section>
      </div>
    </div>
  )
}
