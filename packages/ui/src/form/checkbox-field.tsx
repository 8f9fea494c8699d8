import type { FieldPath, FieldValues } from 'react-hook-form'
import { Checkbox, type CheckboxProps } from '../components/checkbox/checkbox.tsx'
import { BoundField, type BoundFieldProps, type CheckedValueProps } from './bound-field.tsx'

export type CheckboxFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
> = BoundFieldProps<TValues, TName, TOutput, CheckboxProps, CheckedValueProps>

/** A boolean field. Its message shows as soon as it changes, not on blur. */
export function CheckboxField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
>(props: CheckboxFieldProps<TValues, TName, TOutput>) {
  return (
    <BoundField component="CheckboxField" layout="inline" props={props}>
      {({ control, field, onToggle }) => (
        <Checkbox
          {...control}
          checked={field.value === true}
          onCheckedChange={(checked) => onToggle(checked === true)}
        />
      )}
    </BoundField>
  )
}
