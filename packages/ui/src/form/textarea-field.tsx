import type { FieldPath, FieldValues } from 'react-hook-form'
import { Field } from '../components/field/field.tsx'
import { Textarea, type TextareaProps } from '../components/textarea/textarea.tsx'
import { useFieldBinding, type FieldBindingProps } from './use-field-binding.ts'

export type TextareaFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
> = FieldBindingProps<TValues, TName, TOutput> &
  Omit<
    TextareaProps,
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

export function TextareaField<
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
  ...textareaProps
}: TextareaFieldProps<TValues, TName, TOutput>) {
  const { meta, field, message, onType, onBlur } = useFieldBinding('TextareaField', {
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
      <Textarea
        {...textareaProps}
        ref={field.ref}
        name={field.name}
        value={field.value ?? ''}
        disabled={textareaProps.disabled ?? field.disabled}
        onChange={(event) => onType(event.target.value)}
        onBlur={onBlur}
      />
    </Field>
  )
}
