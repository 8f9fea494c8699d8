import type { FieldPath, FieldValues } from 'react-hook-form'
import { Field } from '../components/field/field.tsx'
import { Switch, type SwitchProps } from '../components/switch/switch.tsx'
import { useFieldBinding, type FieldBindingProps } from './use-field-binding.ts'

export type SwitchFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
> = FieldBindingProps<TValues, TName, TOutput> &
  Omit<
    SwitchProps,
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

/** A boolean field shown as an ON/OFF switch. Like a checkbox, its message shows on change. */
export function SwitchField<
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
  ...switchProps
}: SwitchFieldProps<TValues, TName, TOutput>) {
  const { meta, field, message, onToggle } = useFieldBinding('SwitchField', {
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
      <Switch
        {...switchProps}
        ref={field.ref}
        checked={field.value === true}
        disabled={switchProps.disabled ?? field.disabled}
        onCheckedChange={onToggle}
      />
    </Field>
  )
}
