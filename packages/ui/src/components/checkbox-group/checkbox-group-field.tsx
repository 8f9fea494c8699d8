import type { FieldPath, FieldValues } from 'react-hook-form'
import { CheckboxGroup, type CheckboxGroupProps } from './checkbox-group.tsx'
import { BoundField, type BoundFieldProps, type ChosenValueProps } from '../../form/bound-field.tsx'

export type CheckboxGroupFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
> = BoundFieldProps<TValues, TName, TOutput, CheckboxGroupProps, ChosenValueProps>

/**
 * CheckboxGroup as a form field holding the list of chosen values. Like a checkbox, each
 * change is validated at once ("Escolha pelo menos uma bandeira." shows as the last is unticked).
 */
export function CheckboxGroupField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
>(props: CheckboxGroupFieldProps<TValues, TName, TOutput>) {
  return (
    <BoundField component="CheckboxGroupField" props={props}>
      {({ control, field, onToggle, onBlur }) => (
        <CheckboxGroup
          {...control}
          name={field.name}
          value={(field.value as string[] | undefined) ?? []}
          onValueChange={onToggle}
          onBlur={onBlur}
        />
      )}
    </BoundField>
  )
}
