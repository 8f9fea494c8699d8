// E-commerce › E-mails › SMTP: the store's mail server, its write-only password and "Testar conexão".
export { SmtpScreen, type SmtpScreenProps } from './SmtpScreen.tsx'
