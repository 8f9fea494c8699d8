import { isMailType } from '@vitrine/api'
import type { RouteValidation } from '../../routes/route.ts'
import { defineRoutes } from '../../routes/route.ts'

/**
 * An e-mail in the editor's address: its id is its type (`waiting_payment`), one of the nine;
 * anything else is "Page Not Found".
 */
export function validateMailEdit({ mailID }: Record<string, string | undefined>): RouteValidation {
  return { ok: isMailType(mailID) }
}

/**
 * E-commerce › E-mails (issue 15 item 1, section 2): the transactional list, SMTP, the recovery
 * schedules and their log, and one e-mail's editor. Under the ecommerce level.
 */
export const mailsRoutes = defineRoutes([
  {
    name: 'ecommerce-mails-transactional',
    path: '/:appID/ecommerce/mails/transactional',
    layout: 'general',
    login: true,
    area: 'ecommerce',
  },
  {
    name: 'ecommerce-mails-smtp',
    path: '/:appID/ecommerce/mails/smtp',
    layout: 'general',
    login: true,
    area: 'ecommerce',
  },
  {
    name: 'ecommerce-mails-recover',
    path: '/:appID/ecommerce/mails/recover',
    layout: 'general',
    login: true,
    area: 'ecommerce',
  },
  {
    name: 'ecommerce-mails-edit',
    path: '/:appID/ecommerce/mails/edit/:mailID',
    layout: 'general',
    login: true,
    area: 'ecommerce',
    validate: validateMailEdit,
  },
])

export type MailsRouteName = (typeof mailsRoutes)[number]['name']
