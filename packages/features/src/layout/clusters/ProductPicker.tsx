import { useFormContext, useWatch } from 'react-hook-form'
import useSWR from 'swr'
import { catalogueKeys, formatMoney } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, Field, Input, Spinner } from '@vitrine/ui'
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react'
import { useDebouncedSearch } from '../../shared/use-debounced-search.ts'
import type { PickedProduct } from './cluster-form.ts'

const FOUND = 8

/**
 * A manual cluster's products: a search over the catalogue's own index (name, SKU, typos) that
 * offers a few to add, and the chosen ones in their order, each movable and removable. The
 * order is the storefront's: a shelf showing this cluster shows them so.
 */
export function ProductPicker({
  appId,
  readOnly,
  message,
}: {
  appId: number
  readOnly: boolean
  message?: string
}) {
  const api = useApi()
  const { setValue, clearErrors } = useFormContext()
  const chosen = (useWatch({ name: 'products' }) as PickedProduct[] | undefined) ?? []
  const { search, setSearch, query } = useDebouncedSearch()
  const filters = { q: query, limit: FOUND }
  const found = useSWR(query ? catalogueKeys.products(appId, filters) : null, () =>
    api.catalogue.listProducts(appId, filters),
  )
  const put = (next: PickedProduct[]) => {
    setValue('products', next, { shouldDirty: true })
    clearErrors('products')
  }
  const move = (index: number, by: -1 | 1) => {
    const next = [...chosen]
    const [item] = next.splice(index, 1)
    next.splice(index + by, 0, item!)
    put(next)
  }
  const ids = new Set(chosen.map((product) => product.id))

  return (
    <section aria-labelledby="picked-title" className="flex flex-col gap-3">
      <h3 id="picked-title" className="font-semibold">
        {`Produtos do cluster (${chosen.length})`}
      </h3>
      {chosen.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nenhum produto ainda. Busque abaixo e adicione na ordem em que devem aparecer.
        </p>
      ) : (
        <ol
          aria-label="Produtos escolhidos"
          className="flex flex-col divide-y divide-border rounded-md border border-border"
        >
          {chosen.map((product, index) => (
            <li key={product.id} className="flex items-center gap-2 px-3 py-2 text-sm">
              <span className="w-6 shrink-0 text-muted-foreground tabular-nums">{index + 1}.</span>
              <span className="min-w-0 flex-1 truncate">{product.name}</span>
              <span className="shrink-0 text-muted-foreground tabular-nums">
                {formatMoney(product.price)}
              </span>
              {readOnly ? null : (
                <span className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Subir ${product.name}`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Descer ${product.name}`}
                    disabled={index === chosen.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remover ${product.name}`}
                    onClick={() => put(chosen.filter((each) => each.id !== product.id))}
                  >
                    <X aria-hidden />
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {message ? (
        <p className="text-sm text-danger" role="alert">
          {message}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className="flex flex-col gap-2">
          <Field label="Buscar produtos" hint="Nome ou SKU; a busca tolera erros de digitação.">
            <Input
              type="search"
              value={search}
              autoComplete="off"
              placeholder="Ex.: camiseta, VT-0012"
              onChange={(event) => setSearch(event.target.value)}
            />
          </Field>
          {!query ? null : found.error ? (
            <p className="text-sm text-danger">Não foi possível buscar os produtos agora.</p>
          ) : !found.data ? (
            <p
              role="status"
              aria-busy="true"
              className="flex items-center gap-2 text-sm text-muted-foreground"
            >
              <Spinner size="sm" decorative />
              Buscando…
            </p>
          ) : found.data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{`Nenhum produto encontrado para «${query}».`}</p>
          ) : (
            <ul aria-label="Produtos encontrados" className="flex flex-col gap-1">
              {found.data.items.map((product) => (
                <li key={product.id} className="flex items-center gap-2 text-sm">
                  <span className="min-w-0 flex-1 truncate">{product.name}</span>
                  <span className="shrink-0 text-muted-foreground">{product.sku}</span>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Adicionar ${product.name}`}
                    disabled={ids.has(product.id)}
                    onClick={() =>
                      put([
                        ...chosen,
                        {
                          id: product.id,
                          name: product.name,
                          sku: product.sku,
                          price: product.prices.sales_price ?? product.prices.price,
                        },
                      ])
                    }
                  >
                    <Plus aria-hidden />
                    {ids.has(product.id) ? 'Adicionado' : 'Adicionar'}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  )
}
