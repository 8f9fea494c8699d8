import type { ReactNode } from 'react'
import { AreaHeader } from '../../shared/AreaHeader.tsx'
import { walletPages, type WalletPage } from './wallet-links.ts'

export interface WalletHeaderProps {
  appId: number
  page: WalletPage
  title: string
  description: ReactNode
  /** The page's main actions, at the end of the title's line ("Sacar"). */
  actions?: ReactNode
}

/**
 * "Pagamentos › Carteira", the page's title and what it is for, and the wallet's pages (Saldo ·
 * Fornecedores · Ativar/desativar), one click apart for a person moving money.
 */
export function WalletHeader({ appId, page, ...heading }: WalletHeaderProps) {
  return (
    <AreaHeader
      area="Pagamentos › Carteira"
      tabsLabel="Páginas da carteira"
      pages={walletPages(appId)}
      current={page}
      {...heading}
    />
  )
}
