import { Button, EmptyState } from '@vitrine/ui'
import { UserX } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'

/** 404: another id, or a customer deleted meanwhile. */
export function CustomerNotFound({ listHref }: { listHref: string }) {
  return (
    <EmptyState
      titleAs="h2"
      bordered
      icon={<UserX aria-hidden />}
      title="Cliente não encontrado"
      description="Ele pode ter sido excluído, ou o endereço da página está incorreto."
      action={
        <Button asChild variant="secondary">
          <Link href={listHref}>Voltar para a lista de clientes</Link>
        </Button>
      }
    />
  )
}
