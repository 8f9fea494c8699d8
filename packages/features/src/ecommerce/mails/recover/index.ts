// E-commerce › E-mails › Recuperação: the cart and payment schedules, their mails, the delivery log.
export { RecoverScreen, type RecoverScreenProps } from './RecoverScreen.tsx'
