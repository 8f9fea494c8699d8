import { Button, EmptyState } from '@vitrine/ui'
import { SearchX } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'

/** 404: another store's id, or an address typed wrong. */
export function PaymentNotFound({ listHref }: { listHref: string }) {
  return (
    <EmptyState
      titleAs="h2"
      bordered
      icon={<SearchX aria-hidden />}
      title="Pagamento não encontrado"
      description="Confira o número no endereço da página, ou procure o pagamento na lista."
      action={
        <Button asChild variant="secondary">
          <Link href={listHref}>Voltar para as transações</Link>
        </Button>
      }
    />
  )
}
