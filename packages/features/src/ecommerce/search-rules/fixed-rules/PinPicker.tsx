import { useState } from 'react'
import type { StoreSearchItem } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, Input } from '@vitrine/ui'
import { errorMessage } from '../../../shared/server-errors.ts'

export interface PinPickerProps {
  appId: number
  /** Products already pinned (not offered again). */
  pinnedIds: readonly number[]
  onPick: (product: StoreSearchItem) => void
}

/**
 * Finds a product to pin with the store's own search (what customers can find: visible
 * products), so the e-commerce level is enough to choose one.
 */
export function PinPicker({ appId, pinnedIds, onPick }: PinPickerProps) {
  const api = useApi()
  const [q, setQ] = useState('')
  const [found, setFound] = useState<StoreSearchItem[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function find() {
    if (!q.trim()) return
    setError(null)
    try {
      const result = await api.ecommerceSearch.search(appId, { q, limit: '8' })
      setFound(result.items)
    } catch (caught) {
      setFound(null)
      setError(errorMessage(caught) ?? 'Não foi possível buscar os produtos.')
    }
  }

  const offered = found?.filter((product) => !pinnedIds.includes(product.id))
  return (
    <div className="flex flex-col gap-2 rounded-md border p-3">
      <div className="flex gap-2">
        <Input
          aria-label="Buscar produto para fixar"
          placeholder="Nome ou SKU do produto"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void find()
            }
          }}
        />
        <Button variant="secondary" onClick={() => void find()} disabled={!q.trim()}>
          Buscar
        </Button>
      </div>
      {error ? <p className="text-sm text-danger">{error}</p> : null}
      {offered ? (
        offered.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum produto encontrado.</p>
        ) : (
          <ul aria-label="Produtos encontrados" className="flex flex-col gap-1">
            {offered.map((product) => (
              <li key={product.id} className="flex items-center justify-between gap-2">
                <span className="text-sm">
                  {product.name} <span className="text-muted-foreground">({product.sku})</span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Fixar «${product.name}»`}
                  onClick={() => onPick(product)}
                >
                  Fixar
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  )
}
