import { useController } from 'react-hook-form'
import { Field, TagInput } from '@vitrine/ui'
import type { ProductFormValues } from './product-form.ts'

/** The values of one option ("P", "M", "G"), typed as tags. */
export function OptionValuesInput({
  index,
  optionName,
  readOnly,
}: {
  index: number
  optionName: string
  readOnly: boolean
}) {
  const { field, fieldState } = useController<ProductFormValues, `options.${number}.values`>({
    name: `options.${index}.values`,
  })
  return (
    <Field
      label={`Valores de ${optionName.trim() || `opção ${index + 1}`}`}
      hint="Enter ou vírgula separa um valor do outro."
      message={fieldState.error?.message}
      className="min-w-0 flex-[2]"
    >
      <TagInput
        value={field.value}
        onValueChange={field.onChange}
        onBlur={field.onBlur}
        max={30}
        disabled={readOnly}
        removeLabel={(value) => `Remover o valor ${value}`}
      />
    </Field>
  )
}
