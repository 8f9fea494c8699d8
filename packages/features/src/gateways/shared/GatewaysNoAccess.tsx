import { EmptyState } from '@vitrine/ui'
import { Lock } from 'lucide-react'

/**
 * What a payments screen shows at level none. The guard keeps such users away, but a partner
 * may embed the screen anyway: it then says so plainly and calls nothing.
 */
export function GatewaysNoAccess() {
  return (
    <EmptyState
      titleAs="h2"
      bordered
      icon={<Lock aria-hidden />}
      title="Você não tem acesso aos pagamentos"
      description="Peça a quem administra a loja para liberar o acesso à área de pagamentos."
    />
  )
}
