import type { FieldPath, FieldValues } from 'react-hook-form'
import {
  PasswordInput,
  type PasswordInputProps,
} from '../components/password-input/password-input.tsx'
import { BoundField, type BoundFieldProps, type TypedValueProps } from './bound-field.tsx'

export type PasswordFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
> = BoundFieldProps<TValues, TName, TOutput, PasswordInputProps, TypedValueProps>

export function PasswordField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
>(props: PasswordFieldProps<TValues, TName, TOutput>) {
  return (
    <BoundField component="PasswordField" props={props}>
      {({ control, field, meta, onType, onBlur }) => (
        <PasswordInput
          toggleLabel={meta.messages.showPassword}
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
