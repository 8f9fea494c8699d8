export { TagInput, type TagInputProps } from './tag-input.tsx'
export { TagField, type TagFieldProps } from './tag-field.tsx'
