import { useEffect, useState } from 'react'
import useSWR from 'swr'
import {
  catalogueKeys,
  formatMoney,
  type CategoryFilterRequest,
  type ProductFilterRequest,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Spinner } from '@vitrine/ui'
import type { CatalogueOf } from './condition-words.ts'
import { previewConditions, type ConditionRow } from './condition-rows.ts'

/** How long the conditions rest before the catalogue is asked (typing a price is many changes). */
const SETTLE_MS = 300
const SHOWN = 4

function useSettled<T>(value: T, key: string): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS)
    return () => clearTimeout(timer)
    // The key says when the value changed; the value itself is a new array on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return settled
}

/**
 * What the conditions select right now, asked of the catalogue as they change (the catalogue's
 * filter call, the same rules the storefront applies): how many match and the first few.
 */
export function MatchingPreview({
  appId,
  of,
  rows,
}: {
  appId: number
  of: CatalogueOf
  rows: readonly ConditionRow[]
}) {
  const api = useApi()
  const conditions = previewConditions(of, rows)
  const key = JSON.stringify(conditions)
  const settled = useSettled(conditions, key)
  const request = settled ? { conditions: settled, limit: SHOWN } : null
  const { data, error, isLoading } = useSWR(
    request
      ? of === 'products'
        ? catalogueKeys.productFilter(appId, request)
        : catalogueKeys.categoryFilter(appId, request)
      : null,
    async () =>
      of === 'products'
        ? await api.catalogue.filterProducts(appId, request as ProductFilterRequest)
        : await api.catalogue.filterCategories(appId, request as CategoryFilterRequest),
    { keepPreviousData: true },
  )
  const noun = of === 'products' ? ['produto', 'produtos'] : ['categoria', 'categorias']
  let body
  if (!conditions) {
    body = <p>Complete as condições para ver o que elas selecionam.</p>
  } else if (error) {
    body = <p>Não foi possível consultar o catálogo agora.</p>
  } else if (!data) {
    body = (
      <p role="status" aria-busy="true" className="flex items-center gap-2">
        <Spinner size="sm" decorative />
        Consultando o catálogo…
      </p>
    )
  } else {
    const items = data.items as { id: number; name: string; prices?: { price: number } }[]
    body = (
      <>
        <p role="status" aria-busy={isLoading || undefined} className="font-medium text-foreground">
          {data.total === 0
            ? `Nenhum ${noun[0]} combina com estas condições.`
            : `${data.total} ${data.total === 1 ? `${noun[0]} combina` : `${noun[1]} combinam`} com estas condições.`}
        </p>
        {items.length > 0 ? (
          <ul className="flex flex-col gap-0.5" aria-label={`Primeiros ${noun[1]}`}>
            {items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                <span className="truncate">{item.name}</span>
                {item.prices ? (
                  <span className="shrink-0 tabular-nums">{formatMoney(item.prices.price)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </>
    )
  }
  return (
    <div
      className="flex flex-col gap-1 rounded-md bg-muted/60 p-3 text-sm text-muted-foreground"
      data-slot="matching-preview"
    >
      {body}
    </div>
  )
}
