import type { FieldPath, FieldValues } from 'react-hook-form'
import { Field } from '../components/field/field.tsx'
import { Select, type SelectProps } from '../components/select/select.tsx'
import { useFieldBinding, type FieldBindingProps } from './use-field-binding.ts'

export type SelectFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
> = FieldBindingProps<TValues, TName, TOutput> &
  Omit<
    SelectProps,
    | 'name'
    | 'value'
    | 'defaultValue'
    | 'onValueChange'
    | 'onBlur'
    | 'ref'
    | 'id'
    | 'invalid'
    | 'required'
  >

export function SelectField<
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
  ...selectProps
}: SelectFieldProps<TValues, TName, TOutput>) {
  const { meta, field, message, onChoose, onBlur } = useFieldBinding('SelectField', {
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
      <Select
        placeholder={meta.messages.selectPlaceholder}
        {...selectProps}
        ref={field.ref}
        name={field.name}
        value={field.value ?? ''}
        disabled={selectProps.disabled ?? field.disabled}
        onValueChange={onChoose}
        onBlur={onBlur}
      />
    </Field>
  )
}
