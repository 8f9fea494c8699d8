import {
  isFieldVisible,
  type CustomFieldAnswers,
  type CustomFieldGroup,
  type DocumentKind,
  type PublicCustomField,
} from '@vitrine/api'
import type { FieldKit } from '../field-kit.ts'
import { CustomFieldControl } from './CustomFieldControl.tsx'

/** The store's fields of one group shown to this payer (by the typed document), in order. */
export function visibleFieldsOf(
  fields: readonly PublicCustomField[],
  group: CustomFieldGroup,
  kind: DocumentKind | null,
): PublicCustomField[] {
  return fields.filter((field) => field.group === group && isFieldVisible(field, kind))
}

/** One group's custom fields in place in the payer's form. */
export function CustomFieldList({
  fields,
  answers,
  onAnswer,
  kit,
}: {
  fields: readonly PublicCustomField[]
  answers: CustomFieldAnswers
  onAnswer: (key: string, value: string | boolean) => void
  kit: FieldKit
}) {
  return fields.map((field) => (
    <CustomFieldControl
      key={field.key}
      field={field}
      value={answers[field.key]}
      onChange={(value) => onAnswer(field.key, value)}
      kit={kit}
    />
  ))
}
