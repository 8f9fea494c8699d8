import { EmptyState } from '@vitrine/ui'
import { Lock } from 'lucide-react'

/** Level none anywhere in the e-commerce area: said plainly, nothing asked of the server. */
export function EcommerceNoAccess() {
  return (
    <EmptyState
      titleAs="h2"
      bordered
      icon={<Lock aria-hidden />}
      title="Você não tem acesso ao e-commerce"
      description="Peça a quem administra a loja para liberar o acesso à área de e-commerce."
    />
  )
}
