import type { CatalogueProduct } from '@vitrine/api'
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
import { href } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { ProductThumbnail } from './ProductThumbnail.tsx'
import { priceTexts, soldText, stockText } from './product-words.ts'

export interface ProductRowsProps {
  appId: number
  products: CatalogueProduct[]
  /** A narrow screen gets cards instead of the table's columns. */
  narrow: boolean
  /** The rows belong to the previous filters while the new ones load. */
  stale: boolean
  /** More pages remain: "Carregar mais produtos" asks for the next. */
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
}

function HiddenBadge() {
  return (
    <Badge size="sm" tone="neutral" className="border-dashed">
      Oculto
    </Badge>
  )
}

function Price({ product }: { product: CatalogueProduct }) {
  const { now, before } = priceTexts(product)
  return (
    <span className="flex flex-col items-end tabular-nums">
      <span>{now}</span>
      {before ? (
        <span className="text-xs text-muted-foreground line-through">
          <span className="sr-only">de </span>
          {before}
        </span>
      ) : null}
    </span>
  )
}

/**
 * The products loaded so far: a table on a wide screen (picture, name and SKU, price and sale
 * price, stock, sold), cards on a phone; each name opens the product's form; the next page
 * comes on request.
 */
export function ProductRows({
  appId,
  products,
  narrow,
  stale,
  hasMore,
  loadingMore,
  onLoadMore,
}: ProductRowsProps) {
  const editHref = (product: CatalogueProduct) =>
    href('layout-catalog-products-edit', { appID: appId, productId: String(product.id) })
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
              <ProductThumbnail src={product.images[0]?.url} />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex items-center gap-2 font-medium">
                  <Link
                    href={editHref(product)}
                    className="truncate underline-offset-2 hover:underline"
                  >
                    {product.name}
                  </Link>
                  {product.visible ? null : <HiddenBadge />}
                </span>
                <span className="text-xs text-muted-foreground">
                  {[product.sku, stockText(product), soldText(product.sold)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
              <Price product={product} />
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
            <TableHead className="text-end">Estoque</TableHead>
            <TableHead className="text-end">Vendidos</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {products.map((product) => (
            // The picture makes the first cell taller: every cell sits on its middle.
            <TableRow key={product.id} className="[&>td]:align-middle">
              <TableCell>
                <div className="flex items-center gap-3">
                  <ProductThumbnail src={product.images[0]?.url} />
                  <Link
                    href={editHref(product)}
                    className="font-medium underline-offset-2 hover:underline"
                  >
                    {product.name}
                  </Link>
                  {product.visible ? null : <HiddenBadge />}
                </div>
              </TableCell>
              <TableCell className="font-mono text-sm">{product.sku || '—'}</TableCell>
              <TableCell className="text-end whitespace-nowrap">
                <Price product={product} />
              </TableCell>
              <TableCell
                className={cn(
                  'text-end whitespace-nowrap tabular-nums',
                  !product.stock.has && 'text-danger-foreground',
                )}
              >
                {product.stock.has ? product.stock.quantity.toLocaleString('pt-BR') : 'Sem estoque'}
              </TableCell>
              <TableCell className="text-end tabular-nums">
                {product.sold.toLocaleString('pt-BR')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {more}
    </div>
  )
}
