export { SmtpScreen } from './SmtpScreen.tsx'
