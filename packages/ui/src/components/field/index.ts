export { Field, fieldVariants, type FieldProps } from './field.tsx'
export {
  useFieldControl,
  type FieldControlProps,
  type FieldControlContext,
} from './field-context.ts'
