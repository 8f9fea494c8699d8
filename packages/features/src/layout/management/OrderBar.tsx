import { Button } from '@vitrine/ui'
import { ArrowDownUp, RotateCcw, Save } from 'lucide-react'

/**
 * The staged order's bar (section 4): the new order is only the screen's until it is saved;
 * "Restaurar ordem padrão" goes back to the order saved.
 */
export function OrderBar({
  saving,
  onSave,
  onReset,
}: {
  saving: boolean
  onSave: () => void
  onReset: () => void
}) {
  return (
    <div
      role="region"
      aria-label="Ordem alterada"
      data-slot="order-bar"
      className="sticky top-2 z-20 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning bg-warning-subtle px-4 py-3 text-warning-foreground shadow-sm"
    >
      <p className="flex items-center gap-2 font-medium">
        <ArrowDownUp aria-hidden className="size-4" />
        Ordem alterada — salve para que a loja mostre a nova ordem.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onReset} disabled={saving}>
          <RotateCcw aria-hidden />
          Restaurar ordem padrão
        </Button>
        <Button size="sm" onClick={onSave} loading={saving}>
          <Save aria-hidden />
          Salvar ordem
        </Button>
      </div>
    </div>
  )
}
