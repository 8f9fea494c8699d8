import type { ReactNode } from 'react'
import { AreaHeader, type AreaPage } from '../../shared/AreaHeader.tsx'

export interface EcommerceHeaderProps<P extends string> {
  title: string
  description: ReactNode
  /** The page's main actions, at the end of the title's line. */
  actions?: ReactNode
  /** The tabs' accessible name ("Páginas de e-mails"). */
  tabsLabel: string
  /** The section's pages (e-mails: transactional, SMTP, recovery), in the tabs' order. */
  pages: AreaPage<P>[]
  current: P
}

/**
 * "E-commerce", the page's title and what it is for, and the section's pages as tabs (section 2's
 * sub-navigation: e-mails — transactional, SMTP, recovery; search rules — by term, fixed,
 * priority). Each e-commerce part passes its own section's pages.
 */
export function EcommerceHeader<P extends string>(props: EcommerceHeaderProps<P>) {
  return <AreaHeader area="E-commerce" {...props} />
}
