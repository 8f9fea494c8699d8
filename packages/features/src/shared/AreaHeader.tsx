import { cn } from '@vitrine/ui'
import { Link } from '../../routes/navigation.tsx'
import { walletPages, type WalletPage } from './wallet-links.ts'

/**
 * The wallet's sub-navigation inside the page (Saldo · Fornecedores · Ativar/desativar): the
 * side panel shows the same children, but not when it is a rail or a closed drawer, and a
 * person moving money wants the three pages one click apart.
 */
export function WalletTabs({ appId, current }: { appId: number; current: WalletPage }) {
  return (
    <nav aria-label="Páginas da carteira" data-slot="wallet-tabs" className="border-b">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {walletPages(appId).map((item) => {
          const here = item.page === current
          return (
            <li key={item.page}>
              <Link
                href={item.href}
                aria-current={here ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap outline-none',
                  'focus-visible:ring-2 focus-visible:ring-ring',
                  here
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                {item.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
