// E-commerce › E-mails › one e-mail's editor (mails/edit/{mailID}): fields, variables, preview,
// test send, restore default.
export { MailEditScreen, type MailEditScreenProps } from './MailEditScreen.tsx'
