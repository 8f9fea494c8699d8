import { useController } from 'react-hook-form'
import { PRODUCT_TAGS_MAX } from '@vitrine/api'
import { Field, TagInput } from '@vitrine/ui'
import type { ProductFormValues } from './product-form.ts'

/** The product's tags (free words the storefront's search and filters use). */
export function TagsField({ readOnly }: { readOnly: boolean }) {
  const { field, fieldState } = useController<ProductFormValues, 'tags'>({ name: 'tags' })
  return (
    <Field
      label="Etiquetas (opcional)"
      hint="Palavras que ajudam a achar o produto: Enter ou vírgula separa uma da outra."
      message={fieldState.error?.message}
    >
      <TagInput
        value={field.value}
        onValueChange={field.onChange}
        onBlur={field.onBlur}
        max={PRODUCT_TAGS_MAX}
        disabled={readOnly}
        removeLabel={(tag) => `Remover a etiqueta ${tag}`}
      />
    </Field>
  )
}
