import type { FieldPath, FieldValues } from 'react-hook-form'
import { Field } from '../components/field/field.tsx'
import {
  PasswordInput,
  type PasswordInputProps,
} from '../components/password-input/password-input.tsx'
import { useFieldBinding, type FieldBindingProps } from './use-field-binding.ts'

export type PasswordFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
> = FieldBindingProps<TValues, TName, TOutput> &
  Omit<
    PasswordInputProps,
    | 'name'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'onBlur'
    | 'ref'
    | 'id'
    | 'invalid'
    | 'required'
  >

export function PasswordField<
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
}: PasswordFieldProps<TValues, TName, TOutput>) {
  const { meta, field, message, onType, onBlur } = useFieldBinding('PasswordField', {
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
      <PasswordInput
        toggleLabel={meta.messages.showPassword}
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
