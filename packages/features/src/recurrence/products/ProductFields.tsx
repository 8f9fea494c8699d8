import { useApi } from '@vitrine/api/react'
import { TextareaField, TextField } from '@vitrine/ui/form'
import { ImageField } from '../../shared/ImageField.tsx'

/** A product's fields, in the new product's dialog and in its edit. */
export function ProductFields({ appId }: { appId: number }) {
  const api = useApi()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name="name"
        label="Nome"
        autoComplete="off"
        required
        fieldClassName="sm:col-span-2"
      />
      <TextField
        name="sku"
        label="SKU"
        autoComplete="off"
        required
        hint="O código do produto no estoque, único na loja: letras, números, ponto, hífen e sublinhado."
      />
      <TextField
        name="price_cents"
        label="Preço"
        inputMode="decimal"
        placeholder="0,00"
        startAdornment={<span aria-hidden>R$</span>}
        autoComplete="off"
        required
        hint="O preço avulso; o do plano é o que o assinante paga."
      />
      <TextareaField
        name="description"
        label="Descrição (opcional)"
        rows={2}
        fieldClassName="sm:col-span-2"
      />
      <ImageField
        upload={(file) => api.recurrence.uploadProductImage(appId, file)}
        label="Imagem (opcional)"
        hint="PNG, JPEG ou WebP, até 2 MB. Aparece na lista de produtos e nos planos."
        alt="Imagem do produto"
      />
    </div>
  )
}
