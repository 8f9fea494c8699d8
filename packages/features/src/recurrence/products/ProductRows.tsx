import { formatMoney, type RecurrenceProduct } from '@vitrine/api'
import {
  Badge,
  Button,
  cn,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'
import { ProductRowActions } from './ProductRowActions.tsx'
import { ProductThumbnail } from './ProductThumbnail.tsx'

export interface ProductRowsProps {
  products: RecurrenceProduct[]
  /** Null at read level: no actions. */
  actions: {
    onEdit: (product: RecurrenceProduct) => void
    onArchive: (product: RecurrenceProduct) => void
  } | null
  /** A narrow screen gets cards instead of the table's columns. */
  narrow: boolean
  /** The rows belong to the previous filters while the new ones load. */
  stale: boolean
  /** More pages remain: "Carregar mais produtos" asks for the next. */
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
}

/** "Em 2 planos", "Em nenhum plano". */
export function plansText(count: number): string {
  if (count === 0) return 'Em nenhum plano'
  return count === 1 ? 'Em 1 plano' : `Em ${count} planos`
}

function ArchivedBadge() {
  return (
    <Badge size="sm" tone="neutral" className="border-dashed">
      Arquivado
    </Badge>
  )
}

/**
 * The products loaded so far: a table on a wide screen (picture, name, SKU, price, the plans
 * that hold it), cards on a phone; the next page comes on request.
 */
export function ProductRows({
  products,
  actions,
  narrow,
  stale,
  hasMore,
  loadingMore,
  onLoadMore,
}: ProductRowsProps) {
  const more = hasMore ? (
    <Button
      variant="secondary"
      className="w-fit self-center"
      disabled={loadingMore}
      onClick={onLoadMore}
    >
      Carregar mais produtos
    </Button>
  ) : null
  if (narrow) {
    return (
      <div className="flex flex-col gap-3">
        <ul aria-label="Produtos" className={cn('flex flex-col gap-3', stale && 'opacity-60')}>
          {products.map((product) => (
            <li
              key={product.id}
              className="flex items-center gap-3 rounded-lg border border-border bg-surface p-4"
            >
              <ProductThumbnail src={product.image_url} />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex items-center gap-2 font-medium">
                  <span className="truncate">{product.name}</span>
                  {product.archived_at ? <ArchivedBadge /> : null}
                </span>
                <span className="text-xs text-muted-foreground">
                  {product.sku} · {plansText(product.plan_count)}
                </span>
                <span className="text-sm tabular-nums">{formatMoney(product.price_cents)}</span>
              </div>
              {actions ? <ProductRowActions product={product} {...actions} /> : null}
            </li>
          ))}
        </ul>
        {more}
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-3">
      <Table aria-label="Produtos" className={cn(stale && 'opacity-60')}>
        <TableHeader>
          <TableRow>
            <TableHead>Produto</TableHead>
            <TableHead>SKU</TableHead>
            <TableHead className="text-end">Preço</TableHead>
            <TableHead>Planos</TableHead>
            {actions ? (
              <TableHead className="text-end">
                <span className="sr-only">Ações</span>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {products.map((product) => (
            // The picture makes the first cell taller: every cell sits on its middle.
            <TableRow key={product.id} className="[&>td]:align-middle">
              <TableCell>
                <div className="flex items-center gap-3">
                  <ProductThumbnail src={product.image_url} />
                  <span className="font-medium">{product.name}</span>
                  {product.archived_at ? <ArchivedBadge /> : null}
                </div>
              </TableCell>
              <TableCell className="font-mono text-sm">{product.sku}</TableCell>
              <TableCell className="text-end whitespace-nowrap tabular-nums">
                {formatMoney(product.price_cents)}
              </TableCell>
              <TableCell className="whitespace-nowrap">{plansText(product.plan_count)}</TableCell>
              {actions ? (
                <TableCell>
                  <ProductRowActions product={product} {...actions} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {more}
    </div>
  )
}
