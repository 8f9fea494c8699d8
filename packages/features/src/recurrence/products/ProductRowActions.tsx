import type { RecurrenceProduct } from '@vitrine/api'
import { Button } from '@vitrine/ui'
import { Archive, ArchiveRestore, Pencil } from 'lucide-react'

export interface ProductRowActionsProps {
  product: RecurrenceProduct
  onEdit: (product: RecurrenceProduct) => void
  onArchive: (product: RecurrenceProduct) => void
}

/** Edit and archive (or bring back) one product, each button named with the product. */
export function ProductRowActions({ product, onEdit, onArchive }: ProductRowActionsProps) {
  const archived = product.archived_at !== null
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Editar o produto ${product.name}`}
        title="Editar"
        onClick={() => onEdit(product)}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`${archived ? 'Desarquivar' : 'Arquivar'} o produto ${product.name}`}
        title={archived ? 'Desarquivar' : 'Arquivar'}
        onClick={() => onArchive(product)}
      >
        {archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
      </Button>
    </div>
  )
}
