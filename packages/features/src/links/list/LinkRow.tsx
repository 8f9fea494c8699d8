import type { PaymentLink } from '@vitrine/api'
import { cn, type VirtualRowProps } from '@vitrine/ui'
import { Link } from '../../routes/navigation.tsx'
import { expiryLabel, priceLabel, soldLabel } from '../shared/link-labels.ts'
import { LinkStatusBadge } from '../shared/LinkStatusBadge.tsx'
import { LinkThumbnail } from '../shared/LinkThumbnail.tsx'
import { LINK_GRID } from './link-columns.ts'

export interface LinkRowProps {
  link: PaymentLink
  row: VirtualRowProps
  href: string
}

/** One link in the table: the columns of LINK_COLUMNS, in order. */
export function LinkRow({ link, row, href }: LinkRowProps) {
  return (
    <div {...row} className={cn(LINK_GRID, 'border-b border-border bg-surface hover:bg-muted/50')}>
      <div role="cell" className="flex min-w-0 items-center gap-3">
        <LinkThumbnail src={link.image_url} />
        <div className="min-w-0">
          <Link href={href} className="block truncate font-medium text-primary hover:underline">
            {link.title}
          </Link>
          <span className="block truncate text-xs text-muted-foreground">/pay/{link.slug}</span>
        </div>
      </div>
      <div role="cell" className="text-end font-medium whitespace-nowrap tabular-nums">
        {priceLabel(link)}
      </div>
      <div role="cell">
        <LinkStatusBadge status={link.status} size="sm" />
      </div>
      <div role="cell" className="text-sm tabular-nums">
        {soldLabel(link)}
      </div>
      <div role="cell" className="text-sm text-muted-foreground">
        {expiryLabel(link)}
      </div>
    </div>
  )
}

/**
 * One link on a narrow screen: image, title, price, status, sales and expiry in a card the
 * whole of which opens the link (the anchor's box is stretched over it).
 */
export function LinkCardRow({ link, row, href }: LinkRowProps) {
  return (
    <div
      {...row}
      className="flex items-center gap-3 border-b border-border bg-surface px-4 hover:bg-muted/50"
    >
      <LinkThumbnail src={link.image_url} className="size-12" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          href={href}
          className="truncate font-medium text-primary after:absolute after:inset-0"
        >
          {link.title}
        </Link>
        <div className="flex items-center gap-2">
          <LinkStatusBadge status={link.status} size="sm" />
          <span className="truncate text-xs text-muted-foreground">{soldLabel(link)}</span>
        </div>
        <span className="truncate text-xs text-muted-foreground">{expiryLabel(link)}</span>
      </div>
      <span className="shrink-0 text-end font-medium whitespace-nowrap tabular-nums">
        {priceLabel(link)}
      </span>
    </div>
  )
}
