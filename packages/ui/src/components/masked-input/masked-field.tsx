import type { FieldPath, FieldValues } from 'react-hook-form'
import { MaskedInput, type MaskedInputProps } from './masked-input.tsx'
import { BoundField, type BoundFieldProps, type TypedValueProps } from '../../form/bound-field.tsx'

export type MaskedFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
> = BoundFieldProps<TValues, TName, TOutput, MaskedInputProps, TypedValueProps> & {
  /** Called with the formatted text after each change (e.g. to look a CEP up once complete). */
  onValueChange?: (value: string) => void
}

/**
 * MaskedInput as a form field, with TextField's message rules. The form holds the text as
 * shown ("(11) 98765-4321"); the schema turns it into what is stored (digits only), and a
 * stored value given as a default is shown formatted.
 */
export function MaskedField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
>({ onValueChange, ...props }: MaskedFieldProps<TValues, TName, TOutput>) {
  return (
    <BoundField component="MaskedField" props={props}>
      {({ control, field, onType, onBlur }) => (
        <MaskedInput
          {...control}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => {
            onType(event.target.value)
            onValueChange?.(event.target.value)
          }}
          onBlur={onBlur}
        />
      )}
    </BoundField>
  )
}
