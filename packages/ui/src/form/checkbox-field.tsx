import type { FieldPath, FieldValues } from 'react-hook-form'
import { Checkbox, type CheckboxProps } from '../components/checkbox/checkbox.tsx'
import { Field } from '../components/field/field.tsx'
import { useFieldBinding, type FieldBindingProps } from './use-field-binding.ts'

export type CheckboxFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
> = FieldBindingProps<TValues, TName, TOutput> &
  Omit<
    CheckboxProps,
    | 'name'
    | 'label'
    | 'checked'
    | 'defaultChecked'
    | 'onCheckedChange'
    | 'onBlur'
    | 'ref'
    | 'id'
    | 'invalid'
    | 'required'
  >

/** A boolean field. Its message shows as soon as it changes, not on blur. */
export function CheckboxField<
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
  ...checkboxProps
}: CheckboxFieldProps<TValues, TName, TOutput>) {
  const { meta, field, message, onToggle } = useFieldBinding('CheckboxField', {
    name,
    control,
    label,
    deps,
  })
  return (
    <Field
      layout="inline"
      label={label}
      hint={hint}
      message={message}
      required={required}
      requiredLabel={meta.messages.required}
      className={fieldClassName}
    >
      <Checkbox
        {...checkboxProps}
        ref={field.ref}
        checked={field.value === true}
        disabled={checkboxProps.disabled ?? field.disabled}
        onCheckedChange={(checked) => onToggle(checked === true)}
      />
    </Field>
  )
}
