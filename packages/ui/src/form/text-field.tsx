import type { FieldPath, FieldValues } from 'react-hook-form'
import { Input, type InputProps } from '../components/input/input.tsx'
import { BoundField, type BoundFieldProps, type TypedValueProps } from './bound-field.tsx'

export type TextFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
> = BoundFieldProps<TValues, TName, TOutput, InputProps, TypedValueProps>

export function TextField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
>(props: TextFieldProps<TValues, TName, TOutput>) {
  return (
    <BoundField component="TextField" props={props}>
      {({ control, field, onType, onBlur }) => (
        <Input
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
