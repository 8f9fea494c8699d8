import type { FieldPath, FieldValues } from 'react-hook-form'
import { Textarea, type TextareaProps } from '../components/textarea/textarea.tsx'
import { BoundField, type BoundFieldProps, type TypedValueProps } from './bound-field.tsx'

export type TextareaFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
> = BoundFieldProps<TValues, TName, TOutput, TextareaProps, TypedValueProps>

export function TextareaField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
>(props: TextareaFieldProps<TValues, TName, TOutput>) {
  return (
    <BoundField component="TextareaField" props={props}>
      {({ control, field, onType, onBlur }) => (
        <Textarea
          {...control}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => onType(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </BoundField>
  )
}
