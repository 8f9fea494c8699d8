export {
  RadioGroup,
  RadioGroupItem,
  radioVariants,
  type RadioGroupItemProps,
  type RadioGroupProps,
} from './radio-group.tsx'
export { RadioGroupField, type RadioGroupFieldProps } from './radio-group-field.tsx'
