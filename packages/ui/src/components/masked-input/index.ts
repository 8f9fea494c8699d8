export { MaskedInput, type MaskedInputProps } from './masked-input.tsx'
export { MaskedField, type MaskedFieldProps } from './masked-field.tsx'
