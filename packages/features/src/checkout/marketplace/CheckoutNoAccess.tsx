import { EmptyState } from '@vitrine/ui'
import { Lock } from 'lucide-react'

/** Level none on the checkout's set-up: said plainly, nothing asked of the server. */
export function CheckoutNoAccess() {
  return (
    <EmptyState
      titleAs="h2"
      bordered
      icon={<Lock aria-hidden />}
      title="Você não tem acesso ao checkout"
      description="Peça a quem administra a loja para liberar o acesso à área de checkout."
    />
  )
}
