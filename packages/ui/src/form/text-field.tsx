import type { FieldPath, FieldValues } from 'react-hook-form'
import { Field } from '../components/field/field.tsx'
import { Input, type InputProps } from '../components/input/input.tsx'
import { useFieldBinding, type FieldBindingProps } from './use-field-binding.ts'

/** Input props the binding owns (value, events, wiring) are left out. */
export type BoundInputProps = Omit<
  InputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'id' | 'invalid' | 'required'
>

export type TextFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
> = FieldBindingProps<TValues, TName, TOutput> & BoundInputProps

export function TextField<
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
  ...inputProps
}: TextFieldProps<TValues, TName, TOutput>) {
  const { meta, field, message, onType, onBlur } = useFieldBinding('TextField', {
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
      <Input
        {...inputProps}
        ref={field.ref}
        name={field.name}
        value={field.value ?? ''}
        disabled={inputProps.disabled ?? field.disabled}
        onChange={(event) => onType(event.target.value)}
        onBlur={onBlur}
      />
    </Field>
  )
}
