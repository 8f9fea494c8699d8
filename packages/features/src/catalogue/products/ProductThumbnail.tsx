import { cn } from '@vitrine/ui'
import { Package } from 'lucide-react'

/** The product's first picture, small and square; a package drawn where it has none. */
export function ProductThumbnail({
  src,
  className,
}: {
  src: string | undefined
  className?: string
}) {
  const frame = cn(
    'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted',
    className,
  )
  if (!src) {
    return (
      <span className={frame}>
        <Package aria-hidden className="size-5 text-muted-foreground" />
      </span>
    )
  }
  // Decorative: the name beside it says what the product is.
  return <img src={src} alt="" loading="lazy" className={cn(frame, 'object-cover')} />
}
