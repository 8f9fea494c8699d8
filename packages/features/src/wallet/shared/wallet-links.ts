import { href, hrefOf } from '../../routes/manifest.ts'

/** The wallet's balance page ("/101/payments/wallet/balance"). */
export const balanceHref = (appId: number) => href('payments-wallet-balance', { appID: appId })

/** Where the wallet is turned on or off ("/101/payments/wallet/enable"). */
export const enableHref = (appId: number) => href('payments-wallet-enable', { appID: appId })

/** The wallet's pages, in the order of the server's menu (menus.ts). */
export type WalletPage = 'balance' | 'suppliers' | 'enable'

const PAGES: readonly { page: WalletPage; route: string; label: string }[] = [
  { page: 'balance', route: 'payments-wallet-balance', label: 'Saldo' },
  { page: 'suppliers', route: 'payments-wallet-suppliers', label: 'Fornecedores' },
  { page: 'enable', route: 'payments-wallet-enable', label: 'Ativar/desativar' },
]

/**
 * The wallet's pages with their addresses. Built by name at run time (`hrefOf`), so a page whose
 * route the manifest does not have (yet) is simply left out instead of failing to compile.
 */
export function walletPages(appId: number): { page: WalletPage; label: string; href: string }[] {
  return PAGES.flatMap(({ page, route, label }) => {
    const address = hrefOf(route, { appID: appId })
    return address ? [{ page, label, href: address }] : []
  })
}
