export { Alert, AlertDescription, AlertTitle, alertVariants, type AlertProps } from './alert.tsx'
