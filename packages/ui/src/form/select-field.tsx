import type { FieldPath, FieldValues } from 'react-hook-form'
import { Select, type SelectProps } from '../components/select/select.tsx'
import { BoundField, type BoundFieldProps, type ChosenValueProps } from './bound-field.tsx'

export type SelectFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
> = BoundFieldProps<TValues, TName, TOutput, SelectProps, ChosenValueProps>

export function SelectField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
>(props: SelectFieldProps<TValues, TName, TOutput>) {
  return (
    <BoundField component="SelectField" props={props}>
      {({ control, field, meta, onChoose, onBlur }) => (
        <Select
          placeholder={meta.messages.selectPlaceholder}
          {...control}
          name={field.name}
          value={field.value ?? ''}
          onValueChange={onChoose}
          onBlur={onBlur}
        />
      )}
    </BoundField>
  )
}
