import { useState } from 'react'
import { cn } from '@vitrine/ui'
import { ImageOff, Link2 } from 'lucide-react'

export interface LinkThumbnailProps {
  /** The link's image (null: none). */
  src: string | null
  className?: string
}

/**
 * The link's image, small and square; without one (or when it cannot load) a placeholder.
 * Decorative: the title beside it says what it is.
 */
export function LinkThumbnail({ src, className }: LinkThumbnailProps) {
  const [failed, setFailed] = useState(false)
  const frame = cn(
    'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted text-muted-foreground',
    className,
  )
  if (src === null || failed) {
    return (
      <span className={frame} data-slot="link-thumbnail">
        {src === null ? (
          <Link2 aria-hidden className="size-4" />
        ) : (
          <ImageOff aria-hidden className="size-4" />
        )}
      </span>
    )
  }
  return (
    <span className={frame} data-slot="link-thumbnail">
      <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(true)} />
    </span>
  )
}
