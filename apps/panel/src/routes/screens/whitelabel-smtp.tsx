import { SmtpScreen } from '@vitrine/features/whitelabel/smtp'

export default function WhitelabelSmtp() {
  return <SmtpScreen />
}
