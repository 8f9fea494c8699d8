import type { FieldPath, FieldValues } from 'react-hook-form'
import { Switch, type SwitchProps } from '../components/switch/switch.tsx'
import { BoundField, type BoundFieldProps, type CheckedValueProps } from './bound-field.tsx'

export type SwitchFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
> = BoundFieldProps<TValues, TName, TOutput, SwitchProps, CheckedValueProps>

/** A boolean field shown as an ON/OFF switch. Like a checkbox, its message shows on change. */
export function SwitchField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
>(props: SwitchFieldProps<TValues, TName, TOutput>) {
  return (
    <BoundField component="SwitchField" layout="inline" props={props}>
      {({ control, field, onToggle }) => (
        <Switch {...control} checked={field.value === true} onCheckedChange={onToggle} />
      )}
    </BoundField>
  )
}
