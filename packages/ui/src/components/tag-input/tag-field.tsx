import type { FieldPath, FieldValues } from 'react-hook-form'
import { useFieldBinding, type FieldBindingProps } from '../../form/use-field-binding.ts'
import { Field } from '../field/field.tsx'
import { TagInput, type TagInputProps } from './tag-input.tsx'

export type TagFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
> = FieldBindingProps<TValues, TName, TOutput> &
  Omit<
    TagInputProps,
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

/**
 * TagInput as a form field holding a list of strings. Adding or removing a tag is a choice
 * made at once (validated like a select); leaving the box reveals the message like a text field.
 */
export function TagField<
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
  ...tagProps
}: TagFieldProps<TValues, TName, TOutput>) {
  const { meta, field, message, onChoose, onBlur } = useFieldBinding('TagField', {
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
      <TagInput
        {...tagProps}
        ref={field.ref}
        name={field.name}
        value={(field.value as string[] | undefined) ?? []}
        disabled={tagProps.disabled ?? field.disabled}
        onValueChange={onChoose}
        onBlur={onBlur}
      />
    </Field>
  )
}
