import { ForgotPasswordScreen } from '@vitrine/features/auth/forgot-password'

export default function ForgotPassword() {
  return <ForgotPasswordScreen />
}
