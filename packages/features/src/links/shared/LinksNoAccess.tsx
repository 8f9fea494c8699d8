import { EmptyState } from '@vitrine/ui'
import { Lock } from 'lucide-react'

/**
 * What a links screen shows at level none. The guard keeps such users away, but the screen may
 * be embedded anyway: it then says so plainly and calls nothing.
 */
export function LinksNoAccess() {
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
