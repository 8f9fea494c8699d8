export { Field, fieldVariants, type FieldProps } from './field.tsx'
export {
  useFieldControl,
  useFieldLabelId,
  type FieldControlProps,
  type FieldControlContext,
} from './field-context.ts'
