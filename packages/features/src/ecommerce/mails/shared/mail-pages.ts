import { href } from '../../../routes/manifest.ts'
import type { AreaPage } from '../../../shared/AreaHeader.tsx'

/** The e-mails section's pages, in the order the tabs show them. */
export type MailsPage = 'transactional' | 'smtp' | 'recover'

/** Section 2's sub-navigation of e-mails: transactional, SMTP, recovery. */
export function mailsPages(appId: number): AreaPage<MailsPage>[] {
  const appID = appId
  return [
    {
      page: 'transactional',
      label: 'Transacionais',
      href: href('ecommerce-mails-transactional', { appID }),
    },
    { page: 'smtp', label: 'SMTP', href: href('ecommerce-mails-smtp', { appID }) },
    { page: 'recover', label: 'Recuperação', href: href('ecommerce-mails-recover', { appID }) },
  ]
}
