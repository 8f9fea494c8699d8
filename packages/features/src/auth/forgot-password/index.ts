export { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx'
