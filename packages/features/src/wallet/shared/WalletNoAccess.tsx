import { EmptyState } from '@vitrine/ui'
import { Lock } from 'lucide-react'

/** Level none: said plainly, nothing asked of the server. */
export function WalletNoAccess() {
  return (
    <EmptyState
      titleAs="h2"
      bordered
      icon={<Lock aria-hidden />}
      title="Você não tem acesso à carteira"
      description="Peça a quem administra a loja para liberar o acesso à área de pagamentos ou à carteira."
    />
  )
}
