import type { FieldPath, FieldValues } from 'react-hook-form'
import { RadioGroup, type RadioGroupProps } from './radio-group.tsx'
import { BoundField, type BoundFieldProps, type ChosenValueProps } from '../../form/bound-field.tsx'

export type RadioGroupFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
> = BoundFieldProps<TValues, TName, TOutput, RadioGroupProps, ChosenValueProps>

/**
 * RadioGroup as a form field holding the chosen value. A choice is made at once, so it is
 * validated like a checkbox: on change. Its options are RadioGroupItems given as children.
 */
export function RadioGroupField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
>(props: RadioGroupFieldProps<TValues, TName, TOutput>) {
  return (
    <BoundField component="RadioGroupField" props={props}>
      {({ control, field, onToggle, onBlur }) => (
        <RadioGroup
          {...control}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onValueChange={onToggle}
          onBlur={onBlur}
        />
      )}
    </BoundField>
  )
}
