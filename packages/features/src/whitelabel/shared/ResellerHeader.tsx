import type { ReactNode } from 'react'
import { AreaHeader, type AreaPage } from '../../shared/AreaHeader.tsx'
import { hrefOf } from '../../routes/manifest.ts'

export type ResellerPage = 'list' | 'settings' | 'managers' | 'panels' | 'smtp'

/** The reseller area's pages, in the tabs' order (its sub-navigation). */
export function resellerPages(): AreaPage<ResellerPage>[] {
  return [
    { page: 'list', label: 'Lojas', href: hrefOf('whitelabel-list', {}) },
    { page: 'panels', label: 'Relatórios', href: hrefOf('whitelabel-reports-panels', {}) },
    { page: 'settings', label: 'Marca e menus', href: hrefOf('whitelabel-settings', {}) },
    { page: 'managers', label: 'Equipe', href: hrefOf('whitelabel-settings-managers', {}) },
    { page: 'smtp', label: 'SMTP', href: hrefOf('whitelabel-smtp', {}) },
  ]
}

export interface ResellerHeaderProps {
  page: ResellerPage
  title: string
  description: ReactNode
  actions?: ReactNode
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
