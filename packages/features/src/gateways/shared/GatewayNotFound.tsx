import { Button, EmptyState } from '@vitrine/ui'
import { SearchX } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'

/** 404: another id, another type's id, or a gateway removed meanwhile. */
export function GatewayNotFound({ listHref, listName }: { listHref: string; listName: string }) {
  return (
    <EmptyState
      titleAs="h2"
      bordered
      icon={<SearchX aria-hidden />}
      title="Meio de pagamento não encontrado"
      description="Ele pode ter sido excluído, ou o endereço da página está incorreto."
      action={
        <Button asChild variant="secondary">
          <Link href={listHref}>Voltar para {listName}</Link>
        </Button>
      }
    />
  )
}
