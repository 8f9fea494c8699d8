import type { FieldPath, FieldValues } from 'react-hook-form'
import { useFieldBinding, type FieldBindingProps } from '../../form/use-field-binding.ts'
import { Field } from '../field/field.tsx'
import { MaskedInput, type MaskedInputProps } from './masked-input.tsx'

export type MaskedFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
> = FieldBindingProps<TValues, TName, TOutput> &
  Omit<
    MaskedInputProps,
    | 'name'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'onBlur'
    | 'ref'
    | 'id'
    | 'invalid'
    | 'required'
  > & {
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
>({
  name,
  control,
  label,
  hint,
  required,
  deps,
  fieldClassName,
  onValueChange,
  ...inputProps
}: MaskedFieldProps<TValues, TName, TOutput>) {
  const { meta, field, message, onType, onBlur } = useFieldBinding('MaskedField', {
    name,
    control,
    label,
    deps,
  })
  return (
    <Field
      label={label}
      hint={hint}
      message={message}
      required={required}
      requiredLabel={meta.messages.required}
      className={fieldClassName}
    >
      <MaskedInput
        {...inputProps}
        ref={field.ref}
        name={field.name}
        value={field.value ?? ''}
        disabled={inputProps.disabled ?? field.disabled}
        onChange={(event) => {
          onType(event.target.value)
          onValueChange?.(event.target.value)
        }}
        onBlur={onBlur}
      />
    </Field>
  )
}
