import { EmptyState } from '@vitrine/ui'
import { Lock } from 'lucide-react'

/** Level none on the layout area: said plainly, nothing asked of the server. */
export function CatalogueNoAccess() {
  return (
    <EmptyState
      titleAs="h2"
      bordered
      icon={<Lock aria-hidden />}
      title="Você não tem acesso ao catálogo"
      description="O catálogo faz parte do layout da loja: peça a quem administra a loja para liberar o acesso à área de layout."
    />
  )
}
