import type { FieldPath, FieldValues } from 'react-hook-form'
import { TagInput, type TagInputProps } from './tag-input.tsx'
import { BoundField, type BoundFieldProps, type ChosenValueProps } from '../../form/bound-field.tsx'

export type TagFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
> = BoundFieldProps<TValues, TName, TOutput, TagInputProps, ChosenValueProps>

/**
 * TagInput as a form field holding a list of strings. Adding or removing a tag is a choice
 * made at once (validated like a select); leaving the box reveals the message like a text field.
 */
export function TagField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TOutput = TValues,
>(props: TagFieldProps<TValues, TName, TOutput>) {
  return (
    <BoundField component="TagField" props={props}>
      {({ control, field, onChoose, onBlur }) => (
        <TagInput
          {...control}
          name={field.name}
          value={(field.value as string[] | undefined) ?? []}
          onValueChange={onChoose}
          onBlur={onBlur}
        />
      )}
    </BoundField>
  )
}
