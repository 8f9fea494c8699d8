import { Button, EmptyState } from '@vitrine/ui'
import { SearchX } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'

/** 404: another store's supplier, or an address typed wrong. */
export function SupplierNotFound({ listHref }: { listHref: string }) {
  return (
    <EmptyState
      titleAs="h2"
      bordered
      icon={<SearchX aria-hidden />}
      title="Fornecedor não encontrado"
      description="Confira o número no endereço da página, ou procure o fornecedor na lista."
      action={
        <Button asChild variant="secondary">
          <Link href={listHref}>Voltar para os fornecedores</Link>
        </Button>
      }
    />
  )
}
