import type { ReactNode } from 'react'
import { AreaHeader, AreaTabs, type AreaPage } from '../../shared/AreaHeader.tsx'
import { href } from '../../routes/manifest.ts'

export type ResellerPage = 'list' | 'settings' | 'managers' | 'panels' | 'smtp'

/** The reseller area's pages, in the tabs' order (its sub-navigation). */
export function resellerPages(): AreaPage<ResellerPage>[] {
  return [
    { page: 'list', label: 'Lojas', href: href('whitelabel-list') },
    { page: 'panels', label: 'Relatórios', href: href('whitelabel-reports-panels') },
    { page: 'settings', label: 'Marca e menus', href: href('whitelabel-settings') },
    { page: 'managers', label: 'Equipe', href: href('whitelabel-settings-managers') },
    { page: 'smtp', label: 'SMTP', href: href('whitelabel-smtp') },
  ]
}

export interface ResellerHeaderProps {
  page: ResellerPage
  title: string
  description: ReactNode
  actions?: ReactNode
}

/** The area's tabs alone, for the stores list, whose header is the reseller's own name. */
export function ResellerTabs({ page }: { page: ResellerPage }) {
  return <AreaTabs label="Páginas da revenda" pages={resellerPages()} current={page} />
}

/** "Revenda", the page's title and purpose, and the area's pages one click apart. */
export function ResellerHeader({ page, ...heading }: ResellerHeaderProps) {
  return (
    <AreaHeader
      area="Revenda"
      tabsLabel="Páginas da revenda"
      pages={resellerPages()}
      current={page}
      {...heading}
    />
  )
}
