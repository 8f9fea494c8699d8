import type { ReactNode } from 'react'
import { EcommerceHeader } from '../../shared/EcommerceHeader.tsx'
import { mailsPages, type MailsPage } from './mail-pages.ts'

export interface MailsHeaderProps {
  appId: number
  page: MailsPage
  title: string
  description: ReactNode
  actions?: ReactNode
}

/** "E-commerce", the page's title, and the e-mails' tabs (Transacionais · SMTP · Recuperação). */
export function MailsHeader({ appId, page, ...heading }: MailsHeaderProps) {
  return (
    <EcommerceHeader
      tabsLabel="Páginas de e-mails"
      pages={mailsPages(appId)}
      current={page}
      {...heading}
    />
  )
}
