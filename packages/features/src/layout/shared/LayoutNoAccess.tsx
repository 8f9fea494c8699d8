import { EmptyState } from '@vitrine/ui'
import { Lock } from 'lucide-react'

/** Level none in the layout area: said plainly, nothing asked of the server. */
export function LayoutNoAccess() {
  return (
    <EmptyState
      titleAs="h2"
      bordered
      icon={<Lock aria-hidden />}
      title="Você não tem acesso ao layout da loja"
      description="Peça a quem administra a loja para liberar o acesso à área de layout."
    />
  )
}
