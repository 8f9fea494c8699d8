export { FileField, type FileFieldProps } from './file-field.tsx'
export {
  defaultFileFieldMessages,
  fileProblem,
  formatFileSize,
  matchesAccept,
  type FileFieldMessages,
  type FileRules,
} from './file-rules.ts'
