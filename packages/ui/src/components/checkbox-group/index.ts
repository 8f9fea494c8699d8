export {
  CheckboxGroup,
  type CheckboxGroupOption,
  type CheckboxGroupProps,
} from './checkbox-group.tsx'
export { CheckboxGroupField, type CheckboxGroupFieldProps } from './checkbox-group-field.tsx'
