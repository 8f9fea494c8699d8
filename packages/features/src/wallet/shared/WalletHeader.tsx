import type { ReactNode } from 'react'
import { WalletTabs } from './WalletTabs.tsx'
import type { WalletPage } from './wallet-links.ts'

export interface WalletHeaderProps {
  appId: number
  page: WalletPage
  title: string
  description: ReactNode
  /** The page's main actions, at the end of the title's line ("Sacar"). */
  actions?: ReactNode
}

/** "Pagamentos › Carteira", the page's title and what it is for, and the wallet's pages. */
export function WalletHeader({ appId, page, title, description, actions }: WalletHeaderProps) {
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted-foreground">Pagamentos › Carteira</p>
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      <WalletTabs appId={appId} current={page} />
    </div>
  )
}
