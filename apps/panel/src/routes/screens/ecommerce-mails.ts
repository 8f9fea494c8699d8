import type { ScreenTable } from '../screen-context.ts'

/** E-commerce › E-mails: transactional, SMTP, recovery, and one e-mail's editor. */
export const screens: ScreenTable = {
  'ecommerce-mails-transactional': () => import('./ecommerce-mails-transactional.tsx'),
  'ecommerce-mails-smtp': () => import('./ecommerce-mails-smtp.tsx'),
  'ecommerce-mails-recover': () => import('./ecommerce-mails-recover.tsx'),
  'ecommerce-mails-edit': () => import('./ecommerce-mails-edit.tsx'),
}
