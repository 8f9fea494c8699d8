import { EmptyState } from '@vitrine/ui'
import { Lock } from 'lucide-react'

/** Level none anywhere in the area: said plainly, nothing asked of the server. */
export function RecurrenceNoAccess() {
  return (
    <EmptyState
      titleAs="h2"
      bordered
      icon={<Lock aria-hidden />}
      title="Você não tem acesso à recorrência"
      description="Peça a quem administra a loja para liberar o acesso à área de recorrência."
    />
  )
}
